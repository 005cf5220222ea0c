import { z } from 'zod';

const idLike = z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number);
const optionalId = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) =>
    value === null || value === undefined || value === '' || value === 0 || value === '0'
      ? null
      : Number(value),
  );
const numberLike = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    const number = Number(value ?? 0);
    return Number.isFinite(number) ? number : 0;
  });
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** The profile as get-profile and login send it (accounts-money §3 "Profile"). */
export const profileSchema = z.object({
  id: idLike,
  fname: text,
  lname: text,
  email: text,
  role_id: idLike.pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  organization_id: optionalId,
  tier: numberLike,
  plan_id: optionalId,
  user_type: text,
  total_creditpoints: numberLike,
  profilecomplete_status: numberLike,
  basicuser_bycoachid: optionalId,
  referralby_userid: optionalId,
  basicuser_allowimpersonate_toproadmin: z
    .union([z.literal('1'), z.literal('0')])
    .nullish()
    .transform((v) => v ?? '0'),
  java_stripesubscription_status: text,
  phone_no: text.optional().transform((value) => value ?? ''),
});

export type Profile = z.infer<typeof profileSchema>;

/** Login data carries api_token plus the profile. */
export const loginDataSchema = profileSchema.extend({ api_token: z.string().min(1) });
export type LoginData = z.infer<typeof loginDataSchema>;

export const upgradeOptionSchema = z.object({
  disable_upgrade: z.enum(['yes', 'no']),
});
export type UpgradeOption = z.infer<typeof upgradeOptionSchema>;
