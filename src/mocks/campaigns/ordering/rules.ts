import { hasOptOut, hasUnsubscribeLink } from '../../../features/campaigns/ordering/compliance';
import type { UserRecord } from '../../auth';
import { cardOwnerOf } from '../../billing';
import type { ContactListRecord } from '../../contacts';
import type { Database } from '../../db';
import { idOf } from '../../kit/fields';
import type { MockRequest } from '../../kit/handle';
import { fail, type MockReply } from '../../kit/replies';
import type { CampaignRecord, CampaignStepRecord, UserCampaignRecord } from '../records';
import { NOT_FOUND } from '../rules';

/** Who may order campaigns and with what: the rules the ordering handlers share (issue 12). */

const MARKETPLACE_ROLE = 2;

export const NO_CARD = 'You must have a valid card on file before placing the order';
export const LOW_BALANCE = 'Your balance is too low for this order. Please fund your account.';
export const ORDER_NOT_FOUND = 'That campaign order was not found.';

/** Ordering is for Marketplace users (role 2); others get a 403. */
export function forMarketplace<Req>(
  resolver: (request: MockRequest<Req>, me: UserRecord) => MockReply,
): (request: MockRequest<Req>) => MockReply {
  return (request) => {
    const me = request.user!;
    if (me.role_id !== MARKETPLACE_ROLE)
      return fail('Only Marketplace accounts can order campaigns.', { status: 403 });
    return resolver(request, me);
  };
}

export const centsOfBalance = (user: UserRecord) => Math.round(user.total_creditpoints * 100);
export const dollars = (cents: number) => cents / 100;

/** Moves the balance by whole cents (a charge is negative). Returns the new balance in cents. */
export function moveBalance(db: Database, user: UserRecord, cents: number): number {
  const balance = centsOfBalance(db.users.get(user.id) ?? user) + cents;
  db.users.update(user.id, { total_creditpoints: dollars(balance) });
  return balance;
}

/** A card that has not expired, of the caller or of the coach who pays for them (§5). */
export function hasValidCard(db: Database, user: UserRecord, today = new Date()): boolean {
  const month = today.getFullYear() * 12 + today.getMonth() + 1;
  return db.cards
    .filter((card) => card.user_id === cardOwnerOf(user))
    .some((card) => card.exp_year * 12 + card.exp_month >= month);
}

/** The design an order names: any owner's, but only an active one (404 otherwise). */
export function activeDesign(
  db: Database,
  id: unknown,
): { design: CampaignRecord } | { reply: MockReply } {
  const designId = idOf(id);
  const design = designId === null ? undefined : db.campaigns.get(designId);
  if (!design || design.status !== 1) return { reply: fail(NOT_FOUND, { status: 404 }) };
  return { design };
}

const IMPORTING: readonly ContactListRecord['status'][] = ['uploading', 'processing', 'verifying'];

/**
 * The lists an order sends to: at least one (422), each the caller's (404) and done importing
 * (400). Ids may come as numbers or digit strings; a repeated id counts once.
 */
export function orderLists(
  db: Database,
  user: UserRecord,
  raw: unknown,
): { lists: ContactListRecord[] } | { reply: MockReply } {
  const ids = Array.isArray(raw) ? raw.map((value) => idOf(value)) : [];
  if (ids.length === 0 || ids.includes(null))
    return {
      reply: fail('Choose at least one contact list.', {
        status: 422,
        errors: { contact_list_ids: ['Choose at least one contact list.'] },
      }),
    };
  const lists: ContactListRecord[] = [];
  for (const id of new Set(ids as number[])) {
    const list = db.contactLists.get(id);
    if (!list || list.user_id !== user.id)
      return { reply: fail('That contact list was not found.', { status: 404 }) };
    if (IMPORTING.includes(list.status))
      return {
        reply: fail(`The list "${list.name}" is still importing. Try again when it is ready.`, {
          status: 400,
        }),
      };
    lists.push(list);
  }
  return { lists };
}

/** The user's adjusted SMS texts: {step, content} entries; anything else is dropped. */
export function templateContentOf(raw: unknown): UserCampaignRecord['template_content'] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    const { step, content } = (entry && typeof entry === 'object' ? entry : {}) as Record<
      string,
      unknown
    >;
    const id = idOf(step);
    return id !== null && typeof content === 'string' ? [{ step: id, content }] : [];
  });
}

/**
 * What the order will send, checked step by step (compliance.ts): a text must say how to opt out,
 * an email must carry an unsubscribe link. A text is the user's adjusted content for its step id
 * when there is one, else the template's; an email is always its template.
 */
export function complianceProblem(
  db: Database,
  steps: CampaignStepRecord[],
  adjusted: UserCampaignRecord['template_content'],
): string | null {
  for (const [index, step] of steps.entries()) {
    const template = db.templates.get(step.template)?.content ?? '';
    if (step.type === 'sms') {
      const own = adjusted.find((entry) => entry.step === step.duration.id);
      if (!hasOptOut(own?.content ?? template))
        return `Step ${index + 1}: a text must tell people how to opt out, e.g. "Reply STOP to opt out".`;
    }
    if (step.type === 'mail' && !hasUnsubscribeLink(template))
      return `Step ${index + 1}: an email must carry an unsubscribe link.`;
  }
  return null;
}

/** The caller's order a call names (404 for anyone else's: its existence is not told). */
export function ownOrder(
  db: Database,
  user: UserRecord,
  id: unknown,
): { order: UserCampaignRecord } | { reply: MockReply } {
  const orderId = idOf(id);
  const order = orderId === null ? undefined : db.userCampaigns.get(orderId);
  if (!order || order.user_id !== user.id) return { reply: fail(ORDER_NOT_FOUND, { status: 404 }) };
  return { order };
}

/** The order number the user sees: the order row's id, e.g. MC-000123. */
export const orderNumber = (orderRowId: number) => `MC-${String(orderRowId).padStart(6, '0')}`;
