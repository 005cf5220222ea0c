import {
  campaignCatalogueEndpoint,
  campaignPriceEndpoint,
  launchCampaignEndpoint,
  newCampaignEmailEndpoint,
} from '../../../features/campaigns/ordering/api';
import { getConfig } from '../../../config/env';
import { CAMPAIGN_TYPES } from '../../../features/campaigns/schemas';
import { planOfUser } from '../../billing';
import { idOf } from '../../kit/fields';
import { handle } from '../../kit/handle';
import { oncePerKey } from '../../kit/idempotency';
import { fail, invalid, ok } from '../../kit/replies';
import { recordMoneyOrder } from '../../orders';
import { NAME_MAX } from '../fields';
import type { CampaignRecord } from '../records';
import { campaignView } from '../rules';
import { priceOf, priceView } from './price';
import {
  LOW_BALANCE,
  NO_CARD,
  activeDesign,
  centsOfBalance,
  complianceProblem,
  dollars,
  forMarketplace,
  hasValidCard,
  moveBalance,
  orderLists,
  orderNumber,
  ownOrder,
  templateContentOf,
} from './rules';
import { orderStepsOf, sendTimes } from './steps';
import { refundUndeliverable } from './undeliverable';

/** Newest first: by the last change, then by id (as list_campaign orders designs). */
const newestFirst = (a: CampaignRecord, b: CampaignRecord) =>
  b.updated_at.localeCompare(a.updated_at) || b.id - a.id;

const commaParts = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

/** The design's steps to price from `start`: each goes after the waits before it. */
const stepsFrom = (design: CampaignRecord, start: Date) => {
  const times = sendTimes(start, design.steps);
  return design.steps.map((step, position) => ({
    index: position + 1,
    type: step.type,
    sendAt: times[position]!,
  }));
};

export const orderingLaunchHandlers = [
  /*
   * get-campaign-list-for-user (§7): the active designs of every owner; each filter applies only
   * when sent: categories (comma ids) and tags (comma words, case-insensitive) match on any
   * overlap, no_of_touches is the number of steps.
   */
  handle(
    campaignCatalogueEndpoint,
    forMarketplace(({ read, db }, me) => {
      const categories = commaParts(read.text('categories'))
        .map((part) => idOf(part))
        .filter((id): id is number => id !== null);
      const tags = commaParts(read.text('tags'));
      const type = read.text('campaign_type');
      const touches = read.id('no_of_touches');
      if (type !== '' && !(CAMPAIGN_TYPES as readonly string[]).includes(type))
        return invalid({ campaign_type: ['The selected campaign type is invalid.'] });
      const rows = db.campaigns
        .filter(
          (row) =>
            row.status === 1 &&
            (categories.length === 0 || row.category_ids.some((id) => categories.includes(id))) &&
            (tags.length === 0 || commaParts(row.tags).some((tag) => tags.includes(tag))) &&
            (type === '' || row.type === type) &&
            (touches === null || row.steps.length === touches),
        )
        .sort(newestFirst);
      return ok(
        rows.map((row) => ({ ...campaignView(db, row, me), my_campaign: 0 })),
        { total_count: rows.length },
      );
    }),
  ),

  handle(
    campaignPriceEndpoint,
    forMarketplace(({ body, db }, me) => {
      const found = activeDesign(db, body.selected_campaign_id);
      if ('reply' in found) return found.reply;
      const chosen = orderLists(db, me, body.contact_list_ids);
      if ('reply' in chosen) return chosen.reply;
      const price = priceOf(db, planOfUser(me), stepsFrom(found.design, new Date()), chosen.lists);
      return ok(priceView(price, centsOfBalance(me)));
    }),
  ),

  /*
   * orders/campaign/activate: the stop rules in order (a card on file, a name, the design, the
   * lists, what the steps send, the balance), then the balance pays the price to the cent and the
   * order starts. Replayed per Idempotency-Key, so ten clicks launch one order.
   */
  handle(
    launchCampaignEndpoint,
    forMarketplace((request, me) =>
      oncePerKey(launchCampaignEndpoint, request, () => {
        const { body, read, db } = request;
        const now = new Date();
        if (!hasValidCard(db, me, now)) return fail(NO_CARD, { status: 400 });
        const name = read.text('campaign_name');
        if (name === '' || [...name].length > NAME_MAX) {
          const problem =
            name === ''
              ? 'Give the campaign a name.'
              : `The name may not be greater than ${NAME_MAX} characters.`;
          return fail(problem, { status: 422, errors: { campaign_name: [problem] } });
        }
        const found = activeDesign(db, body.selected_campaign_id);
        if ('reply' in found) return found.reply;
        const { design } = found;
        const chosen = orderLists(db, me, body.contact_list_ids);
        if ('reply' in chosen) return chosen.reply;
        const adjusted = templateContentOf(body.template_content);
        const problem = complianceProblem(db, design.steps, adjusted);
        if (problem) return fail(problem, { status: 422 });
        const plan = planOfUser(me);
        const price = priceOf(db, plan, stepsFrom(design, now), chosen.lists);
        if (price.contacts === 0)
          return fail('The chosen lists have no contacts to send to.', { status: 422 });
        if (centsOfBalance(me) < price.totalCents) return fail(LOW_BALANCE, { status: 402 });

        const balance = moveBalance(db, me, -price.totalCents);
        const launchedAt = now.toISOString();
        const order = db.userCampaigns.insert({
          user_id: me.id,
          selected_campaign_id: design.id,
          campaign_name: name,
          contact_list_ids: chosen.lists.map((list) => list.id),
          status: 'active',
          launched_at: launchedAt,
          cancellable_until: new Date(
            now.getTime() + getConfig().cancelWindowHours * 3_600_000,
          ).toISOString(),
          cancelled_at: null,
          steps: orderStepsOf(design.steps, price.contacts, plan),
          template_content: adjusted,
          contacts: price.contacts,
          charged_cents: price.totalCents,
          refunded_cents: 0,
        });
        const row = recordMoneyOrder(db, me.id, {
          kind: 'campaign',
          amountCents: price.totalCents,
          quantity: price.contacts,
          description: `Campaign "${name}": ${design.steps.length} steps to ${price.contacts} contacts`,
          userCampaignId: order.id,
          at: launchedAt,
        });
        const refund = refundUndeliverable(db, me, order, chosen.lists);
        return ok(
          {
            user_campaign_id: order.id,
            order_id: orderNumber(row.id),
            charged: dollars(price.totalCents),
            total_creditpoints: dollars(balance + refund),
          },
          { message: 'Awesome Job! You did it. Your campaign has been launched!' },
        );
      }),
    ),
  ),

  /** transactional/new-campaign: the launch email of one of the caller's orders. */
  handle(
    newCampaignEmailEndpoint,
    forMarketplace(({ body, db }, me) => {
      const found = ownOrder(db, me, body.user_campaign_id);
      if ('reply' in found) return found.reply;
      return ok({ user_campaign_id: found.order.id }, { message: 'Email queued.' });
    }),
  ),
];
