import * as z from 'zod/mini';

/**
 * Orders recorded like a server would: single sends, skip traces, campaign orders (a launch, or
 * lists added to a running one), balance top-ups and refunds. Money orders carry their amount in
 * cents, the pieces they cover and a line for the history; the older kinds leave those out.
 */
export const orderRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  kind: z.enum(['single-send', 'skip-trace', 'campaign', 'bulk-mail', 'top-up', 'refund']),
  template_id: z.nullable(z.number()),
  contact_id: z.nullable(z.number()),
  contact_list_id: z.nullable(z.number()),
  created_at: z.string(),
  /** The campaign order (userCampaigns) a campaign or refund row belongs to. */
  user_campaign_id: z.optional(z.nullable(z.number())),
  amount_cents: z.optional(z.number()),
  quantity: z.optional(z.number()),
  description: z.optional(z.string()),
  /**
   * Why a refund was made: addresses the print service could not deliver to at launch (announced
   * as a refund notification, issue 29), or a cancellation.
   */
  refund_reason: z.optional(z.enum(['undeliverable', 'cancelled'])),
  /** The Idempotency-Key of the money call that made the row (its intent), when one did. */
  reference: z.optional(z.string()),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

/** A template a Zapier zap sent for a user (basicdash-zappiersendtemp-allhistory). */
export const zapSendRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  template_id: z.number(),
  template_title: z.string(),
  template_type: z.enum(['sms', 'mail', 'card']),
  recipient: z.string(),
  zap_name: z.string(),
  sent_at: z.string(),
  status: z.enum(['sent', 'failed', 'queued']),
  /** Why a failed send failed (a code; see zapSendSchema). */
  failure_reason: z.optional(
    z.enum(['not_mobile', 'opted_out', 'bounced', 'undeliverable', 'unknown']),
  ),
});
export type ZapSendRecord = z.infer<typeof zapSendRecordSchema>;
