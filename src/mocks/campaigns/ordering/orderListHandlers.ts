import {
  cancelUserCampaignEndpoint,
  clearFinishedEndpoint,
  userCampaignsEndpoint,
} from '../../../features/campaigns/ordering/api';
import type { Database } from '../../db';
import { handle } from '../../kit/handle';
import { oncePerKey } from '../../kit/idempotency';
import { pageOf } from '../../kit/paging';
import { fail, invalid, ok } from '../../kit/replies';
import { recordMoneyOrder } from '../../orders';
import type { UserCampaignRecord } from '../records';
import { hasGoneOut, settleOrders, statusOf, userCampaignView } from './progress';
import { forMarketplace, moveBalance, ownOrder } from './rules';

/** Newest first: by launch, then by id. */
const newestFirst = (a: UserCampaignRecord, b: UserCampaignRecord) =>
  b.launched_at.localeCompare(a.launched_at) || b.id - a.id;

/** The caller's orders, finished ones marked completed first. */
function ordersOf(db: Database, userId: number, now: Date): UserCampaignRecord[] {
  settleOrders(db, userId, now);
  return db.userCampaigns.filter((row) => row.user_id === userId).sort(newestFirst);
}

export const orderingListHandlers = [
  /** campaignlist-bybasicuserid-new: 'active' lists running and completed orders, 'cancelled' the rest. */
  handle(
    userCampaignsEndpoint,
    forMarketplace(({ body, read, db }, me) => {
      const wanted = read.text('status') || 'active';
      if (wanted !== 'active' && wanted !== 'cancelled')
        return invalid({ status: ['The status must be active or cancelled.'] });
      const now = new Date();
      const rows = ordersOf(db, me.id, now).filter((row) =>
        wanted === 'cancelled' ? row.status === 'cancelled' : row.status !== 'cancelled',
      );
      return ok(
        pageOf(rows, body).map((row) => userCampaignView(db, row, now)),
        { total_count: rows.length },
      );
    }),
  ),

  /*
   * basicusercampaign-delete: what has not gone out stops and its share comes back; what was sent
   * stays sent and is not refunded (a text or an email cannot be unsent, a card with the printer
   * cannot be stopped). Cards are held until the cancellation window closes, so cancelling in it
   * stops them all. The refund is recorded as an order (even when nothing was left to refund: the
   * ledger shows the cancellation) and credited to the balance; never more than was charged.
   * Replayed per Idempotency-Key, so a burst of presses cancels once.
   */
  handle(
    cancelUserCampaignEndpoint,
    forMarketplace((request, me) =>
      oncePerKey(cancelUserCampaignEndpoint, request, () => {
        const { body, db } = request;
        const found = ownOrder(db, me, body.camp_id);
        if ('reply' in found) return found.reply;
        const { order } = found;
        const now = new Date();
        const status = statusOf(order, now);
        if (status === 'cancelled')
          return fail('This campaign is already cancelled.', { status: 400 });
        if (status === 'completed')
          return fail('This campaign has finished: every step has gone out.', { status: 400 });
        const steps = order.steps.map((step, position) =>
          step.stopped || hasGoneOut(order, position, now) ? step : { ...step, stopped: true },
        );
        const stoppedShare = steps.reduce(
          (sum, step, position) =>
            step.stopped && !order.steps[position]!.stopped ? sum + step.amount_cents : sum,
          0,
        );
        const refund = Math.min(stoppedShare, order.charged_cents - order.refunded_cents);
        const cancelled = db.userCampaigns.update(order.id, {
          status: 'cancelled',
          cancelled_at: now.toISOString(),
          steps,
          refunded_cents: order.refunded_cents + refund,
        })!;
        moveBalance(db, me, refund);
        recordMoneyOrder(db, me.id, {
          kind: 'refund',
          amountCents: refund,
          quantity: steps.filter(
            (step, position) => step.stopped && !order.steps[position]!.stopped,
          ).length,
          description: `Refund for "${order.campaign_name}": the steps not yet sent`,
          userCampaignId: order.id,
          at: now.toISOString(),
        });
        return ok(
          { ...userCampaignView(db, cancelled, now), refunded_now: refund / 100 },
          { message: 'The campaign is cancelled.' },
        );
      }),
    ),
  ),

  /** alldelete-campaignlist-bybasicuserid: the caller's cancelled and completed orders go. */
  handle(
    clearFinishedEndpoint,
    forMarketplace(({ db }, me) => {
      const finished = ordersOf(db, me.id, new Date()).filter((row) => row.status !== 'active');
      for (const row of finished) db.userCampaigns.remove(row.id);
      return ok({ removed: finished.length }, { message: 'Finished campaigns cleared.' });
    }),
  ),
];
