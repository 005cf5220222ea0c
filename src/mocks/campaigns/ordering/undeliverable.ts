import type { UserRecord } from '../../auth';
import { type ContactListRecord, failedContacts, recordVerification } from '../../contacts';
import type { Database } from '../../db';
import { recordMoneyOrder } from '../../orders';
import type { UserCampaignRecord } from '../records';
import { moveBalance } from './rules';

/**
 * The print service's address check at launch (issue 12: "launching creates orders, moves the
 * balance and, for failed addresses, a refund"). The price left out the addresses already known to
 * fail; a list never verified may hold more. Those are not printed: each card step's share for them
 * comes back to the balance as a refund order, and the lists' verification is recorded, so Failed
 * Mailing shows them (the notifications issue will announce the refund). Texts and emails still go.
 * Returns the refund in cents.
 */
export function refundUndeliverable(
  db: Database,
  user: UserRecord,
  order: UserCampaignRecord,
  lists: ContactListRecord[],
): number {
  if (!order.steps.some((step) => step.type === 'card')) return 0;
  let undeliverable = 0;
  for (const list of lists) {
    const failed = failedContacts(db, list).length;
    if (failed <= list.dpv_failed_count) continue;
    undeliverable += failed - list.dpv_failed_count;
    recordVerification(db, list, failed);
  }
  if (undeliverable === 0) return 0;
  let refund = 0;
  const steps = order.steps.map((step) => {
    if (step.type !== 'card' || step.quantity === 0) return step;
    const left = Math.max(0, step.quantity - undeliverable);
    const share = step.amount_cents - Math.round((step.amount_cents * left) / step.quantity);
    refund += share;
    return { ...step, quantity: left, amount_cents: step.amount_cents - share };
  });
  db.userCampaigns.update(order.id, { steps, refunded_cents: order.refunded_cents + refund });
  moveBalance(db, user, refund);
  recordMoneyOrder(db, user.id, {
    kind: 'refund',
    amountCents: refund,
    quantity: undeliverable,
    description: `Refund for ${undeliverable} undeliverable ${undeliverable === 1 ? 'address' : 'addresses'} in "${order.campaign_name}"`,
    userCampaignId: order.id,
    at: order.launched_at,
    refundReason: 'undeliverable',
  });
  return refund;
}
