import * as z from 'zod/mini';

/** A charge made on a card (chargeCard): the balance moves only when a top-up credits it. */
export const chargeRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  card_id: z.number(),
  amount_cents: z.number(),
  kind: z.enum(['fund', 'upgrade', 'reactivation']),
  /** Set once orders/credit/top-up has added this charge to the balance (never twice). */
  credited: z.boolean(),
  created_at: z.string(),
  /** The Idempotency-Key of the charge call (a funding's intent): its top-up row carries it too. */
  reference: z.optional(z.string()),
});
export type ChargeRecord = z.infer<typeof chargeRecordSchema>;

/**
 * The first answer to a money call, kept under its Idempotency-Key (Stripe's rule): the same key
 * with the same parameters gets this answer again, with other parameters a refusal.
 */
export const idempotencyRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  endpoint_id: z.string(),
  key: z.string(),
  fingerprint: z.string(),
  status: z.number(),
  body: z.string(),
});
export type IdempotencyRecord = z.infer<typeof idempotencyRecordSchema>;
