import {
  addContactsEndpoint,
  addContactsPriceEndpoint,
} from '../../../features/campaigns/ordering/api';
import type { UserRecord } from '../../auth';
import { planOfUser } from '../../billing';
import type { ContactListRecord } from '../../contacts';
import type { Database } from '../../db';
import { handle } from '../../kit/handle';
import { oncePerKey } from '../../kit/idempotency';
import { type MockReply, fail, ok } from '../../kit/replies';
import { recordMoneyOrder } from '../../orders';
import type { UserCampaignRecord } from '../records';
import { type StepToPrice, priceOf, priceView } from './price';
import { statusOf, stepTimes } from './progress';
import {
  LOW_BALANCE,
  centsOfBalance,
  dollars,
  forMarketplace,
  moveBalance,
  orderLists,
  orderNumber,
  ownOrder,
} from './rules';

/**
 * Lists added to a running order (pricing/ and orders/campaign/add-contact-event): the steps still
 * to come (send time after now) go to the new lists' eligible contacts too, at the price for that
 * many; the steps already sent do not.
 */
function addition(
  db: Database,
  me: UserRecord,
  body: Record<string, unknown>,
  now: Date,
):
  | { order: UserCampaignRecord; lists: ContactListRecord[]; toCome: StepToPrice[] }
  | { reply: MockReply } {
  const found = ownOrder(db, me, body.user_campaign_id);
  if ('reply' in found) return found;
  const { order } = found;
  if (statusOf(order, now) !== 'active')
    return { reply: fail('Lists can only be added to a running campaign.', { status: 400 }) };
  const chosen = orderLists(db, me, body.contact_list_ids);
  if ('reply' in chosen) return chosen;
  const already = chosen.lists.find((list) => order.contact_list_ids.includes(list.id));
  if (already)
    return {
      reply: fail(`The list "${already.name}" is already in this campaign.`, { status: 400 }),
    };
  const times = stepTimes(order);
  const toCome = order.steps.flatMap((step, position) =>
    !step.stopped && times[position]! > now
      ? [{ index: step.index, type: step.type, sendAt: times[position]! }]
      : [],
  );
  return { order, lists: chosen.lists, toCome };
}

export const orderingAddContactHandlers = [
  handle(
    addContactsPriceEndpoint,
    forMarketplace(({ body, db }, me) => {
      const found = addition(db, me, body, new Date());
      if ('reply' in found) return found.reply;
      const price = priceOf(db, planOfUser(me), found.toCome, found.lists);
      return ok(priceView(price, centsOfBalance(me)));
    }),
  ),

  handle(
    addContactsEndpoint,
    forMarketplace((request, me) =>
      oncePerKey(addContactsEndpoint, request, () => {
        const { body, db } = request;
        const found = addition(db, me, body, new Date());
        if ('reply' in found) return found.reply;
        const { order, lists, toCome } = found;
        if (toCome.length === 0)
          return fail(
            'Every step of this campaign has gone out: there is nothing left to add lists to.',
            {
              status: 400,
            },
          );
        const price = priceOf(db, planOfUser(me), toCome, lists);
        if (price.contacts === 0)
          return fail('The chosen lists have no contacts to send to.', { status: 422 });
        if (centsOfBalance(me) < price.totalCents) return fail(LOW_BALANCE, { status: 402 });

        const balance = moveBalance(db, me, -price.totalCents);
        const added = new Map(price.steps.map((step) => [step.index, step]));
        db.userCampaigns.update(order.id, {
          contact_list_ids: [...order.contact_list_ids, ...lists.map((list) => list.id)],
          contacts: order.contacts + price.contacts,
          steps: order.steps.map((step) => {
            const more = added.get(step.index);
            return more
              ? {
                  ...step,
                  quantity: step.quantity + more.quantity,
                  amount_cents: step.amount_cents + more.amountCents,
                }
              : step;
          }),
          charged_cents: order.charged_cents + price.totalCents,
        });
        const row = recordMoneyOrder(db, me.id, {
          kind: 'campaign',
          amountCents: price.totalCents,
          quantity: price.contacts,
          description: `Lists added to "${order.campaign_name}": ${price.contacts} contacts`,
          userCampaignId: order.id,
        });
        return ok(
          {
            user_campaign_id: order.id,
            order_id: orderNumber(row.id),
            charged: dollars(price.totalCents),
            total_creditpoints: dollars(balance),
          },
          { message: 'The lists were added to the campaign.' },
        );
      }),
    ),
  ),
];
