import { hasOptOut, hasUnsubscribeLink } from '../../features/campaigns/ordering/compliance';
import { bulkPriceEndpoint, bulkSendEndpoint } from '../../features/orders/bulk/api';
import { planOfUser } from '../billing';
import {
  LOW_BALANCE,
  NO_CARD,
  centsOfBalance,
  dollars,
  forMarketplace,
  hasValidCard,
  moveBalance,
  orderLists,
  orderNumber,
  priceOf,
  priceView,
} from '../campaigns';
import type { Database } from '../db';
import { handle } from '../kit/handle';
import { oncePerKey } from '../kit/idempotency';
import { fail, ok } from '../kit/replies';
import { type TemplateRecord, oneTemplate } from '../templates';
import { recordMoneyOrder } from './ledger';

/** A bulk send is priced as a one-step campaign that goes now. */
const priceNow = (
  db: Database,
  template: TemplateRecord,
  lists: Parameters<typeof priceOf>[3],
  plan: Parameters<typeof priceOf>[1],
) => priceOf(db, plan, [{ index: 1, type: template.type, sendAt: new Date() }], lists);

/** What stops a template from going out as it is (the same rules as a campaign's steps). */
function sendProblem(template: TemplateRecord): string | null {
  if (template.type === 'sms' && !hasOptOut(template.content))
    return 'A text must tell people how to opt out, e.g. "Reply STOP to opt out".';
  if (template.type === 'mail' && !hasUnsubscribeLink(template.content))
    return 'An email must carry an unsubscribe link.';
  if (
    template.type === 'card' &&
    (template.front_svg.trim() === '' || template.back_svg.trim() === '')
  )
    return 'This card has no artwork on both sides yet.';
  return null;
}

export const bulkSendHandlers = [
  /** pricing/bulk-send (ours): the template's channel for the lists' eligible contacts. */
  handle(
    bulkPriceEndpoint,
    forMarketplace(({ body, db }, me) => {
      const found = oneTemplate(db, body.template_id);
      if ('reply' in found) return found.reply;
      const chosen = orderLists(db, me, body.contact_list_ids);
      if ('reply' in chosen) return chosen.reply;
      return ok(
        priceView(priceNow(db, found.row, chosen.lists, planOfUser(me)), centsOfBalance(me)),
      );
    }),
  ),

  /*
   * orders/bulk-send/create (ours): a card on file, an approved proof, a template fit to send, the
   * lists, the balance; then the balance pays and the order is recorded. Replayed per
   * Idempotency-Key, so ten clicks send once.
   */
  handle(
    bulkSendEndpoint,
    forMarketplace((request, me) =>
      oncePerKey(bulkSendEndpoint, request, () => {
        const { body, read, db } = request;
        if (!hasValidCard(db, me, new Date())) return fail(NO_CARD, { status: 400 });
        if (read.int('proof_approved', 0) !== 1)
          return fail('Check the proof and confirm it before sending.', {
            status: 422,
            errors: { proof_approved: ['Check the proof and confirm it before sending.'] },
          });
        const found = oneTemplate(db, body.template_id);
        if ('reply' in found) return found.reply;
        const problem = sendProblem(found.row);
        if (problem) return fail(problem, { status: 422 });
        const chosen = orderLists(db, me, body.contact_list_ids);
        if ('reply' in chosen) return chosen.reply;
        const price = priceNow(db, found.row, chosen.lists, planOfUser(me));
        if (price.contacts === 0)
          return fail('The chosen lists have no contacts to send to.', { status: 422 });
        if (centsOfBalance(me) < price.totalCents) return fail(LOW_BALANCE, { status: 402 });
        const balance = moveBalance(db, me, -price.totalCents);
        const row = recordMoneyOrder(db, me.id, {
          kind: 'bulk-mail',
          amountCents: price.totalCents,
          quantity: price.contacts,
          description: `Bulk send of "${found.row.title}" to ${price.contacts} contacts`,
        });
        return ok(
          {
            order_id: orderNumber(row.id),
            quantity: price.contacts,
            charged: dollars(price.totalCents),
            total_creditpoints: dollars(balance),
          },
          { message: 'Your bulk send is on its way.' },
        );
      }),
    ),
  ),
];
