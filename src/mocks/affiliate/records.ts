import * as z from 'zod/mini';

/**
 * When an account joined through a PRO reseller's referral link (/affiliate/{domain}). Who
 * referred whom is the user's own `referralby_userid`; this row adds the date the reseller's list
 * shows (the user record keeps none).
 */
export const referralRecordSchema = z.object({
  id: z.number(),
  reseller_id: z.number(),
  user_id: z.number(),
  joined_at: z.string(),
});
export type ReferralRecord = z.infer<typeof referralRecordSchema>;

/**
 * A payout of affiliate earnings to a PRO reseller, in cents. The admin's pay-to-pro call
 * (admin-paypalpaid-prouser {user_id, admin_paidamount, description}, accounts-money §7) adds
 * rows here; the reseller's `sum_amount_paid` is their sum.
 */
export const affiliatePayoutRecordSchema = z.object({
  id: z.number(),
  pro_user_id: z.number(),
  amount_cents: z.number(),
  description: z.string(),
  paid_at: z.string(),
});
export type AffiliatePayoutRecord = z.infer<typeof affiliatePayoutRecordSchema>;
