import type { Database } from '../../db';
import type { OrderStepRecord, UserCampaignRecord } from '../records';
import { dollars } from './rules';
import { sendTimes } from './steps';

/** A card is with the printer for a day after its send time, then in the mail. */
const PRINTING_MS = 24 * 3_600_000;

type Stage = 'scheduled' | 'sent' | 'printing' | 'mailed' | 'stopped';

/** Each step's send time: the launch plus the waits (each counted from the step before). */
export function stepTimes(order: Pick<UserCampaignRecord, 'launched_at' | 'steps'>): Date[] {
  return sendTimes(new Date(order.launched_at), order.steps);
}

/**
 * When a step goes out for good: a text or an email at its send time; a card when it goes to the
 * printer, which is its send time but never inside the cancellation window (cards are held until
 * the window closes, so cancelling in it stops them). Before this a step can be stopped.
 */
export function goesOutAt(
  order: Pick<UserCampaignRecord, 'cancellable_until'>,
  step: Pick<OrderStepRecord, 'type'>,
  sendAt: Date,
): Date {
  if (step.type !== 'card') return sendAt;
  const windowEnd = new Date(order.cancellable_until);
  return windowEnd > sendAt ? windowEnd : sendAt;
}

function stageOf(step: OrderStepRecord, goesOut: Date, now: Date): Stage {
  if (step.stopped) return 'stopped';
  if (now < goesOut) return 'scheduled';
  if (step.type !== 'card') return 'sent';
  return now.getTime() < goesOut.getTime() + PRINTING_MS ? 'printing' : 'mailed';
}

/** Whether the step has gone out by `now` (sent, or with the printer): what was sent stays sent. */
export function hasGoneOut(order: UserCampaignRecord, position: number, now: Date): boolean {
  const step = order.steps[position]!;
  return !step.stopped && now >= goesOutAt(order, step, stepTimes(order)[position]!);
}

/** Where each step stands at `now`, from the clock (§4 Campaign status; stages ours). */
export function progressOf(order: UserCampaignRecord, now: Date) {
  const times = stepTimes(order);
  return order.steps.map((step, position) => {
    const sendAt = times[position]!;
    const stage = stageOf(step, goesOutAt(order, step, sendAt), now);
    const done = stage === 'sent' || stage === 'mailed';
    return {
      index: step.index,
      type: step.type,
      send_at: sendAt.toISOString(),
      sent: done ? step.quantity : 0,
      scheduled: stage === 'stopped' || done ? 0 : step.quantity,
      stage,
    };
  });
}

/** The status at `now`: a running order whose last step is sent (or mailed) has completed. */
export function statusOf(order: UserCampaignRecord, now: Date): UserCampaignRecord['status'] {
  if (order.status !== 'active') return order.status;
  const last = progressOf(order, now).at(-1);
  return last && (last.stage === 'sent' || last.stage === 'mailed') ? 'completed' : 'active';
}

/** Stores 'completed' on the caller's orders that have finished since they were last read. */
export function settleOrders(db: Database, userId: number, now: Date): void {
  for (const order of db.userCampaigns.filter((row) => row.user_id === userId))
    if (order.status === 'active' && statusOf(order, now) === 'completed')
      db.userCampaigns.update(order.id, { status: 'completed' });
}

/** An order as campaignlist-bybasicuserid-new sends it (userCampaignSchema; money in dollars). */
export function userCampaignView(db: Database, order: UserCampaignRecord, now: Date) {
  return {
    id: order.id,
    campaign_name: order.campaign_name,
    selected_campaign_id: order.selected_campaign_id,
    status: statusOf(order, now),
    launched_at: order.launched_at,
    cancellable_until: order.cancellable_until,
    contact_lists: order.contact_list_ids.map((id) => ({
      id,
      // A list of a finished order may have been deleted since.
      name: db.contactLists.get(id)?.name ?? 'Deleted list',
    })),
    contacts: order.contacts,
    charged: dollars(order.charged_cents),
    refunded: dollars(order.refunded_cents),
    progress: progressOf(order, now),
  };
}
