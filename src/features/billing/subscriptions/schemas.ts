import * as z from 'zod/mini';
import { idLike, numberLike, text } from '../../../api/fields';
import { centsFromDollars } from '../../../api/fields';

/** A day or a moment the server sends as an ISO string; anything else is refused. */
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/));

/** One invoice of a subscription (our shape: the spec names the detail call, not its fields). */
export const invoiceSchema = z.object({
  number: z.string(),
  amount: centsFromDollars,
  paid_at: z.nullable(isoDate),
  status: text,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** 'monthly' or 'annual'; the server may send either case. */
const billingTypeSchema = z.pipe(
  z.string(),
  z.transform((value): 'monthly' | 'annual' =>
    value.toLowerCase() === 'annual' ? 'annual' : 'monthly',
  ),
);

/**
 * A subscription as all-subscriptiondetails-stripe/ lists it (accounts-money §7; the fields are
 * ours): its id is the invoice_entryid the detail call takes.
 */
export const subscriptionSchema = z.object({
  invoice_entryid: idLike,
  plan_sku: z.string(),
  plan_name: text,
  billing_type: billingTypeSchema,
  amount: centsFromDollars,
  status: text,
  plan_autorenew: z.pipe(
    z.union([z.number(), z.string(), z.boolean()]),
    z.transform((value): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0)),
  ),
  current_period_start: isoDate,
  current_period_end: isoDate,
  /** The card the subscription is paid with (single-stripecarddetails/ reads it), if any. */
  card_stripeid: text,
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

export const subscriptionDetailSchema = z.extend(subscriptionSchema, {
  invoices: z.array(invoiceSchema),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

/** The billing address (payload "not shown": ours). `country` is an ISO 3166 alpha-2 code. */
export const billingAddressSchema = z.object({
  billing_fullname: z.string(),
  line1: z.string(),
  line2: text,
  city: z.string(),
  state: text,
  postal_code: z.string(),
  country: z.string(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** get-ukcountries-vat/: a VAT rate per country of the United Kingdom. */
export const vatRateSchema = z.object({
  country_name: z.string(),
  vat_percent: numberLike,
});
export type VatRate = z.infer<typeof vatRateSchema>;
export const vatRateListSchema = z.array(vatRateSchema);

/** subscription-status, activate-subscription and cancel-account answer the account's status. */
export const accountStatusSchema = z.object({
  java_stripesubscription_status: z.string().check(z.minLength(1)),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const subscriptionStatusSchema = z.extend(accountStatusSchema, {
  plan_sku: text,
  current_period_end: z.nullish(isoDate),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A processor customer made for a user (create-customer-stripe/, the free basic one). */
export const customerSchema = z.object({ customer_stripeid: z.string().check(z.minLength(1)) });
export type Customer = z.infer<typeof customerSchema>;

/** save-charge-stripe/'s answer. */
export const subscriptionChargeSchema = z.object({ charge_id: idLike, amount: centsFromDollars });
export type SubscriptionCharge = z.infer<typeof subscriptionChargeSchema>;
