import * as z from 'zod/mini';
import { centsFromDollarsOrZero, idLike, numberLike, optionalId, text } from '../../api/fields';

/** The profile as get-profile and login send it (accounts-money §3 "Profile"). */
export const profileSchema = z.object({
  id: idLike,
  fname: text,
  lname: text,
  email: text,
  role_id: z.pipe(idLike, z.union([z.literal(1), z.literal(2), z.literal(3)])),
  organization_id: optionalId,
  tier: numberLike,
  plan_id: optionalId,
  user_type: text,
  /** The balance, in cents (the server sends dollars). */
  total_creditpoints: centsFromDollarsOrZero,
  profilecomplete_status: numberLike,
  basicuser_bycoachid: optionalId,
  referralby_userid: optionalId,
  basicuser_allowimpersonate_toproadmin: z.pipe(
    z.nullish(z.union([z.literal('1'), z.literal('0')])),
    z.transform((value) => value ?? '0'),
  ),
  java_stripesubscription_status: text,
  phone_no: text,
  /** Auto fund on (1) or off (0); absent means off. */
  autofund_status: numberLike,
  business_name: text,
  domain: text,
  industry_id: optionalId,
  /**
   * Whether the first-login welcome still has to be shown (0) or was dismissed (1). Absent counts
   * as dismissed: an older server that does not send it never shows the modal.
   */
  firstlogin_status: z.pipe(
    z.nullish(z.union([z.number(), z.string()])),
    z.transform((value) => (value === 0 || value === '0' ? 0 : 1)),
  ),
  /** A second address for account notices ('' when none; absent from older servers). */
  secondary_email: text,
  /** The user's note on who referred them ('' when none). */
  referral_notes: text,
});

export type Profile = z.infer<typeof profileSchema>;

/** Login data carries api_token plus the profile. */
export const loginDataSchema = z.extend(profileSchema, {
  api_token: z.string().check(z.minLength(1)),
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const upgradeOptionSchema = z.object({
  disable_upgrade: z.enum(['yes', 'no']),
});
export type UpgradeOption = z.infer<typeof upgradeOptionSchema>;
