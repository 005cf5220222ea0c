import * as z from 'zod/mini';
import { centsFromDollars, idLike, numberLike, text } from '../../api/fields';

const addressSchema = z.pipe(
  z.nullish(
    z.object({
      line1: text,
      line2: text,
      city: text,
      state: text,
      postal_code: text,
    }),
  ),
  z.transform(
    (address) => address ?? { line1: '', line2: '', city: '', state: '', postal_code: '' },
  ),
);

/** A card on file (accounts-money §3 Card). */
export const cardSchema = z.object({
  id: idLike,
  brand: text,
  last4: text,
  exp_month: numberLike,
  exp_year: numberLike,
  defaultcard_status: numberLike,
  billing_details: z.pipe(
    z.nullish(z.object({ name: text, address: addressSchema })),
    z.transform((details) => details ?? { name: '', address: addressSchema.parse(null) }),
  ),
});
export type Card = z.infer<typeof cardSchema>;
export type BillingAddress = Card['billing_details']['address'];

export const cardListSchema = z.array(cardSchema);

/** chargeCard's answer: the charge to credit. */
export const chargeSchema = z.object({ charge_id: idLike, amount: centsFromDollars });
export type Charge = z.infer<typeof chargeSchema>;

/** orders/credit/top-up's answer: the credit added and the balance it made. */
export const topUpSchema = z.object({
  added: centsFromDollars,
  total_creditpoints: centsFromDollars,
});
export type TopUp = z.infer<typeof topUpSchema>;

export const autoFundSchema = z.object({ autofund_status: z.union([z.literal(0), z.literal(1)]) });

/** One quantity tier of a product's price (accounts-money §3 Pricing summary entry). */
const tierSchema = z.object({
  quantity_min: numberLike,
  /** The open top tier has no maximum. */
  quantity_max: z.pipe(
    z.nullish(z.union([z.number(), z.string()])),
    z.transform((value) =>
      value === null || value === undefined || value === '' ? null : Number(value),
    ),
  ),
  price: centsFromDollars,
});
export type PriceTier = z.infer<typeof tierSchema>;

const productSchema = z.object({
  product_metadata: z.object({
    name: text,
    shortDesc: text,
    thumbnail: text,
    sortOrder: numberLike,
  }),
  sortOrder: numberLike,
  pricing: z.array(tierSchema),
});
export type PricedProduct = z.infer<typeof productSchema>;

export const pricingSummarySchema = z.array(
  z.object({ category: text, products: z.array(productSchema) }),
);
export type PricingSummary = z.infer<typeof pricingSummarySchema>;
