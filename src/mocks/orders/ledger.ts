import type { Database } from '../db';
import { currentIntentKey } from '../kit/idempotency';
import type { OrderRecord } from './records';

/**
 * Records a money movement as an order row: a campaign charge, a top-up or a refund, tagged with
 * the intent that made it.
 */
export function recordMoneyOrder(
  db: Database,
  userId: number,
  entry: {
    kind: Extract<OrderRecord['kind'], 'campaign' | 'bulk-mail' | 'top-up' | 'refund'>;
    amountCents: number;
    quantity: number;
    description: string;
    userCampaignId?: number | null;
    at?: string;
    /** The intent that made it; by default the key of the money call running now. */
    reference?: string;
    refundReason?: 'undeliverable' | 'cancelled';
  },
): OrderRecord {
  const reference = entry.reference ?? currentIntentKey();
  return db.orders.insert({
    user_id: userId,
    kind: entry.kind,
    template_id: null,
    contact_id: null,
    contact_list_id: null,
    created_at: entry.at ?? new Date().toISOString(),
    user_campaign_id: entry.userCampaignId ?? null,
    amount_cents: entry.amountCents,
    quantity: entry.quantity,
    description: entry.description,
    ...(reference ? { reference } : {}),
    ...(entry.refundReason ? { refund_reason: entry.refundReason } : {}),
  });
}
