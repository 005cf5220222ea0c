import type { UserRecord } from '../auth';
import type { Database } from '../db';
import { idOf } from '../kit/fields';
import type { MockRequest } from '../kit/handle';
import { fail, invalid, type MockReply } from '../kit/replies';
import { type TemplateRecord, ownsOrShares } from '../templates';
import type { CampaignRecord, CampaignStepRecord } from './records';

/** Who may see, change and use campaign designs; the handlers stay about requests. */

export const NOT_FOUND = 'Campaign not found.';

const ADMIN_ROLE = 1;
const PRO_ROLE = 3;

/** Campaign design is for the super admin and PRO users (roles 1 and 3); others get a 403. */
export function forDesigners<Req>(
  resolver: (request: MockRequest<Req>, me: UserRecord) => MockReply,
): (request: MockRequest<Req>) => MockReply {
  return (request) => {
    const me = request.user!;
    if (me.role_id !== ADMIN_ROLE && me.role_id !== PRO_ROLE)
      return fail('Only the Design Studio can manage campaigns.', { status: 403 });
    return resolver(request, me);
  };
}

export const isPro = (user: UserRecord | undefined) => user?.role_id === PRO_ROLE;
const isAdmin = (user: UserRecord | undefined) => user?.role_id === ADMIN_ROLE;

/** The admin sees every design; a PRO user sees their own and the admin's (read-only). */
export function maySee(db: Database, row: CampaignRecord, user: UserRecord): boolean {
  return isAdmin(user) || row.user_id === user.id || isAdmin(db.users.get(row.user_id));
}

/**
 * The design a call names, if the caller may see it (one they may not see is "not found" rather
 * than forbidden: its existence is not told); with `owner`, only its owner may go on (403).
 */
export function campaignFor(
  db: Database,
  id: unknown,
  user: UserRecord,
  owner = false,
): { row: CampaignRecord } | { reply: MockReply } {
  const campaignId = idOf(id);
  const row = campaignId === null ? undefined : db.campaigns.get(campaignId);
  if (!row || !maySee(db, row, user)) return { reply: fail(NOT_FOUND, { status: 404 }) };
  if (owner && row.user_id !== user.id)
    return { reply: fail('Only the owner can change this campaign.', { status: 403 }) };
  return { row };
}

/**
 * A template a step may send: the caller's own or one shared with them, or any template when the
 * caller is the admin, or one of the admin's (the admin's library is offered to every designer).
 */
export function mayUseTemplate(db: Database, row: TemplateRecord, user: UserRecord): boolean {
  return ownsOrShares(row, user) || isAdmin(user) || isAdmin(db.users.get(row.user_id));
}

/** A design copied to a user (duplicate, accepted share) shares the templates they could not use. */
export function grantTemplates(db: Database, steps: CampaignStepRecord[], user: UserRecord): void {
  for (const step of steps) {
    const template = db.templates.get(step.template);
    if (template && !mayUseTemplate(db, template, user))
      db.templates.update(template.id, {
        shared_with_user_ids: [...template.shared_with_user_ids, user.id],
      });
  }
}

/** A 0/1 flag from a request field, or null when it is anything else. */
export function flagOf(value: unknown): 0 | 1 | null {
  if (value === 0 || value === '0') return 0;
  if (value === 1 || value === '1') return 1;
  return null;
}

export function flagField(field: string, value: unknown): { flag: 0 | 1 } | { reply: MockReply } {
  const flag = flagOf(value);
  return flag === null
    ? { reply: invalid({ [field]: [`The ${field} must be 0 or 1.`] }) }
    : { flag };
}

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A design as list_campaign and get_campaignByid send it to this user (§3 Campaign, §7). */
export function campaignView(db: Database, row: CampaignRecord, user: UserRecord) {
  const owner = db.users.get(row.user_id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tags: row.tags,
    category_id: row.category_ids.join(','),
    type: row.type,
    step: row.step,
    content: JSON.stringify(row.steps),
    industry_id: row.industry_id,
    agent_type: row.agent_type,
    status: row.status,
    favourite_status: row.favourite_user_ids.includes(user.id) ? 1 : 0,
    my_campaign: row.user_id === user.id ? 1 : 0,
    no_of_touches: row.steps.length,
    owner_id: row.user_id,
    owner_name: owner ? `${owner.fname} ${owner.lname}` : '',
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const now = () => new Date().toISOString();

/** A copy of a design for a new owner: same fields and steps, no favourites, new dates. */
export function copyOf(
  db: Database,
  source: CampaignRecord,
  owner: UserRecord,
  changes: Partial<Pick<CampaignRecord, 'name' | 'status'>> = {},
): CampaignRecord {
  const { id: _id, ...fields } = source;
  grantTemplates(db, source.steps, owner);
  const at = now();
  return db.campaigns.insert({
    ...structuredClone(fields),
    ...changes,
    user_id: owner.id,
    favourite_user_ids: [],
    created_at: at,
    updated_at: at,
  });
}
