import * as z from 'zod/mini';

/**
 * A job the platform handed to a vendor: a print run, a batch of texts or emails, a skip trace.
 * What it cost the platform (the vendor's price, in cents) is what the vendor reports sum; a job
 * dated after now is scheduled, not yet sent (the future-dates report reads those).
 */
export const vendorJobRecordSchema = z.object({
  id: z.number(),
  sent_at: z.string(),
  vendor: z.string(),
  product: z.string(),
  quantity: z.number(),
  cost_cents: z.number(),
  /** The customer whose order it fulfils. */
  user_id: z.number(),
  order_no: z.string(),
});
export type VendorJobRecord = z.infer<typeof vendorJobRecordSchema>;
