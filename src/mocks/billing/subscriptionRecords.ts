import * as z from 'zod/mini';

/** One invoice of a subscription period, in cents. */
const invoiceRecordSchema = z.object({
  number: z.string(),
  amount_cents: z.number(),
  paid_at: z.nullable(z.string()),
  status: z.enum(['paid', 'open', 'void']),
});

/**
 * A subscription as the card processor keeps it; its id is the invoice_entryid the detail call
 * takes (accounts-money §3 "Single subscription detail").
 */
export const subscriptionRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  plan_sku: z.string(),
  plan_name: z.string(),
  billing_type: z.enum(['monthly', 'annual']),
  amount_cents: z.number(),
  status: z.enum(['active', 'past_due', 'cancelled']),
  plan_autorenew: z.literal([0, 1]),
  period_start: z.string(),
  period_end: z.string(),
  /** The card it is paid with; null once that card is gone. */
  card_id: z.nullable(z.number()),
  invoices: z.array(invoiceRecordSchema),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

/** A user's billing address (one per user); `country` is an ISO 3166 alpha-2 code. */
export const billingAddressRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  billing_fullname: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export type BillingAddressRecord = z.infer<typeof billingAddressRecordSchema>;
