import * as z from 'zod/mini';

/** An account as the server stores it (secrets included: the profile call leaves them out). */
export const userRecordSchema = z.object({
  id: z.number(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  password: z.string(),
  role_id: z.literal([1, 2, 3]),
  api_token: z.string(),
  organization_id: z.nullable(z.number()),
  tier: z.number(),
  plan_id: z.nullable(z.number()),
  user_type: z.string(),
  total_creditpoints: z.number(),
  profilecomplete_status: z.literal([0, 1]),
  basicuser_bycoachid: z.nullable(z.number()),
  referralby_userid: z.nullable(z.number()),
  basicuser_allowimpersonate_toproadmin: z.literal(['1', '0']),
  java_stripesubscription_status: z.string(),
  phone_no: z.string(),
  disable_upgrade: z.literal(['yes', 'no']),
  /** Auto fund on (1) or off (0) (accounts-money §4 Funding). */
  autofund_status: z.literal([0, 1]),
  /** The business the account signed up with (sign-up step 2); '' when none was given. */
  business_name: z.string(),
  /** The business's website domain, bare (no protocol, www or path); a PRO reseller's referral domain. */
  domain: z.string(),
  industry_id: z.nullable(z.number()),
  /** 0 until the first-login welcome has been dismissed (hideFirstLoginModal, accounts-money §3, §4). */
  firstlogin_status: z.literal([0, 1]),
  /** A second address for account notices ('' when none; update-usersecondary-email). */
  secondary_email: z.string(),
  /** The user's own note on who referred them ('' when none; the referral-notes update). */
  referral_notes: z.string(),
  /**
   * The same person's account on the other side (a PRO admin's own Marketplace account and back),
   * which the top bar's switch signs in as; absent or null when there is none yet.
   */
  linked_account_id: z.optional(z.nullable(z.number())),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const cardRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  defaultcard_status: z.literal([0, 1]),
  billing_details: z.object({
    name: z.string(),
    address: z.object({
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      state: z.string(),
      postal_code: z.string(),
    }),
  }),
});
export type CardRecord = z.infer<typeof cardRecordSchema>;
