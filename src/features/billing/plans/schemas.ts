import * as z from 'zod/mini';
import { loginDataSchema } from '../../auth';
import { centsFromDollars } from '../../../api/fields';

/** price-by-sku/'s answer: the total price of the SKUs asked for (accounts-money §7). */
export const skuPriceSchema = z.object({ total_price: centsFromDollars });

/** GET product/{sku}: the subscription product, of which the app reads its trial (§3). */
export const productSchema = z.object({
  trialPeriodDays: z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
    z.transform(Number),
  ),
});

/** A freemium upgrade answers with the upgraded profile (read again by the app afterwards). */
export const upgradedSchema = z.object({ user_type: z.string(), role_id: z.number() });

/**
 * basic → pro answers with two sign-ins (§4): the new PRO admin account (the impersonator) and
 * the basic account as that admin sees it (the impersonatee, role_id 3).
 */
export const proUpgradeSchema = z.object({
  impersonator: loginDataSchema,
  impersonatee: loginDataSchema,
});
export type ProUpgrade = z.infer<typeof proUpgradeSchema>;
