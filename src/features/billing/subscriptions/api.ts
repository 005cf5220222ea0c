import { defineEndpoint, dialog, inline, ourWords, toast, withUnknownOutcome } from '../../../api';
import type { Idempotent } from '../endpoints/funding';
import { type Card, cardListSchema, cardSchema } from '../schemas';
import {
  type AccountStatus,
  type BillingAddress,
  type Customer,
  type Subscription,
  type SubscriptionCharge,
  type SubscriptionDetail,
  type SubscriptionStatus,
  type VatRate,
  accountStatusSchema,
  billingAddressSchema,
  customerSchema,
  subscriptionChargeSchema,
  subscriptionDetailSchema,
  subscriptionListSchema,
  subscriptionSchema,
  subscriptionStatusSchema,
  vatRateListSchema,
} from './schemas';

/*
 * Subscriptions and account state (accounts-money §7 "Older API billing" and "Newer API billing").
 * The older API proves success by HTTP 200 alone and words a failure with the server's message
 * (§8 "Older billing calls"); the newer API by its boolean status. Payloads the spec names are
 * sent as named (§3 "Billing payloads"); the ones it leaves "not shown" are ours, written beside
 * each call, and a configured API gets them whole.
 */

/** Who a billing call is about: the spec's payloads carry the caller's email and user type. */
export interface BillingUser {
  email: string;
  user_type: string;
}

export type BillingType = 'monthly' | 'annual';

// ---- Older API ----------------------------------------------------------------------------------

/** Customer creation (§3); its failure is always our fixed words (§8 "Customer-create failure"). */
export const createCustomerEndpoint = defineEndpoint<
  BillingUser & {
    domain: string;
    name: string;
    card_token: string;
    phone_no: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    billing_fullname: string;
    billing_phone_no: string;
    secondary_email: string;
  },
  Customer
>({
  id: 'subscriptions.createCustomer',
  base: 'older',
  path: 'create-customer-stripe/',
  success: 'http200',
  data: customerSchema,
  showFailure: toast(ourWords('error.generic')),
});

/** Card save (§3): the card a token stands for joins the customer's cards. */
export const saveCustomerTokenEndpoint = defineEndpoint<
  BillingUser & { card_token: string; domain: string },
  Card
>({
  id: 'subscriptions.saveCustomerToken',
  base: 'older',
  path: 'save-customertoken-stripe/',
  success: 'http200',
  data: cardSchema,
  showFailure: toast('error.generic'),
});

/** Subscription list (§3); `billing_type` 'all' (ours) lists both kinds. */
export const allSubscriptionsEndpoint = defineEndpoint<
  BillingUser & { billing_type: BillingType | 'all' },
  Subscription[]
>({
  id: 'subscriptions.list',
  base: 'older',
  path: 'all-subscriptiondetails-stripe/',
  success: 'http200',
  data: subscriptionListSchema,
  showFailure: inline('subscriptions.list.loadFailed'),
});

export const subscriptionDetailEndpoint = defineEndpoint<
  { invoice_entryid: number },
  SubscriptionDetail
>({
  id: 'subscriptions.detail',
  base: 'older',
  path: 'single-subscriptiondetails-stripe/',
  success: 'http200',
  data: subscriptionDetailSchema,
  showFailure: inline('subscriptions.detail.loadFailed'),
});

/** Billing address save: the payload is ours (the address fields, `country` as ISO alpha-2). */
export const saveBillingAddressEndpoint = defineEndpoint<BillingAddress, BillingAddress>({
  id: 'subscriptions.saveBillingAddress',
  base: 'older',
  path: 'stripepayment-billingaddress-save/',
  success: 'http200',
  data: billingAddressSchema,
  showFailure: inline('subscriptions.address.saveFailed'),
});

/** Billing address fetch: only the token (ours); a user without one gets empty fields. */
export const billingAddressEndpoint = defineEndpoint<Record<string, never>, BillingAddress>({
  id: 'subscriptions.billingAddress',
  base: 'older',
  path: 'stripepayment-billingaddress-details/',
  success: 'http200',
  data: billingAddressSchema,
  showFailure: inline('subscriptions.address.loadFailed'),
});

/** GET get-ukcountries-vat/, reading data (§7). */
export const ukVatEndpoint = defineEndpoint<Record<string, never>, VatRate[]>({
  id: 'subscriptions.ukVat',
  base: 'older',
  method: 'GET',
  path: 'get-ukcountries-vat/',
  success: 'http200',
  data: vatRateListSchema,
  showFailure: inline('subscriptions.vat.loadFailed'),
});

/** Auto-renew (§3): every subscription of that billing type; answers the changed ones. */
export const autoRenewEndpoint = defineEndpoint<
  BillingUser & { billing_type: BillingType; plan_autorenew: 0 | 1 },
  Subscription[]
>({
  id: 'subscriptions.autoRenew',
  base: 'older',
  path: 'updatesubscription-autorenew/',
  success: 'http200',
  data: subscriptionListSchema,
  showFailure: toast('error.generic'),
});

/**
 * Charge (§3): `card_token` names the card on file, `amount` is in dollars. A money call: one
 * idempotency key per intent (ARCHITECTURE.md); a charge error is the server's message (§8).
 */
export const saveChargeEndpoint = defineEndpoint<
  BillingUser & {
    domain: string;
    card_token: string;
    customer_stripeid: string;
    amount: number;
  } & Idempotent,
  SubscriptionCharge
>({
  id: 'subscriptions.saveCharge',
  base: 'older',
  path: 'save-charge-stripe/',
  success: 'http200',
  idempotent: true,
  data: subscriptionChargeSchema,
  showFailure: toast('subscriptions.charge.failed'),
});

/** Free basic customer (§3). */
export const freeBasicCustomerEndpoint = defineEndpoint<
  { email: string; domain: string; name: string; user_type: string },
  Customer
>({
  id: 'subscriptions.freeBasicCustomer',
  base: 'older',
  path: 'create-freebasicusercustomer-stripe/',
  success: 'http200',
  data: customerSchema,
  showFailure: toast('error.generic'),
});

/** Default card on an inactive account (§3); answers every card, the DEFAULT marker moved. */
export const inactiveDefaultCardEndpoint = defineEndpoint<
  BillingUser & { card_stripeid: string },
  Card[]
>({
  id: 'subscriptions.inactiveDefaultCard',
  base: 'older',
  path: 'stripeupdate-defaultcard-bymanual-inactiveaccount/',
  success: 'http200',
  data: cardListSchema,
  showFailure: inline('subscriptions.reactivate.failed'),
});

/**
 * A new subscription for a cancelled account, charged to its default card. Payload ours: the
 * caller and the plan it takes back (the last one's SKU); idempotent, as every money call.
 */
export const reactivationSubscriptionEndpoint = defineEndpoint<
  BillingUser & { plan_sku: string } & Idempotent,
  Subscription
>({
  id: 'subscriptions.reactivationSubscription',
  base: 'older',
  path: 'stripe-createsubscription-cancelledaccount/',
  success: 'http200',
  idempotent: true,
  data: subscriptionSchema,
  showFailure: inline('subscriptions.reactivate.failed'),
});

/** One card's details (payload ours: the card's processor id). */
export const cardDetailsEndpoint = defineEndpoint<{ card_stripeid: string }, Card>({
  id: 'subscriptions.cardDetails',
  base: 'older',
  path: 'single-stripecarddetails/',
  success: 'http200',
  data: cardSchema,
  showFailure: inline('subscriptions.card.loadFailed'),
});

// ---- Newer API ----------------------------------------------------------------------------------

/** Payload "not shown": only the token. Answers the account's new status. */
export const activateSubscriptionEndpoint = defineEndpoint<Record<string, never>, AccountStatus>({
  id: 'subscriptions.activate',
  base: 'newer',
  path: 'activate-subscription',
  success: 'newer',
  data: accountStatusSchema,
  showFailure: inline('subscriptions.reactivate.failed'),
});

/** Payload "not shown": the token and an optional reason (ours). */
export const cancelAccountEndpoint = defineEndpoint<{ reason: string }, AccountStatus>({
  id: 'subscriptions.cancelAccount',
  base: 'newer',
  path: 'cancel-account',
  success: 'newer',
  data: accountStatusSchema,
  // With no answer it may have been cancelled: "could not" would be false (sagas.ts finds out).
  showFailure: withUnknownOutcome(
    dialog('subscriptions.cancel.failed'),
    'subscriptions.cancel.unknown',
  ),
});

/** Payload "not shown": only the token. */
export const subscriptionStatusEndpoint = defineEndpoint<Record<string, never>, SubscriptionStatus>(
  {
    id: 'subscriptions.status',
    base: 'newer',
    path: 'subscription-status',
    success: 'newer',
    data: subscriptionStatusSchema,
    showFailure: inline('subscriptions.status.loadFailed'),
  },
);
