/**
 * Billing's public face: cards on file, funding, the Pricing Table. Importing it registers the
 * billing state, which the screens outside the feature that read cards need.
 */
import { lazy } from 'react';
import './register';

export { cardsCall, selectCards, defaultCardOf, fundAmountSuggested } from './slice';
export type { Card } from './schemas';

/**
 * What sign-up runs for a new account's plan (issue 28): the plan prices (read signed out too),
 * the older API's customer and card calls, the freemium upgrades that charge the chosen plan, and
 * the demo card form's token.
 */
export {
  priceBySkuEndpoint,
  upgradeFreemiumToBasicEndpoint,
  upgradeFreemiumToProEndpoint,
} from './plans/api';
export {
  createCustomerEndpoint,
  freeBasicCustomerEndpoint,
  saveCustomerTokenEndpoint,
} from './subscriptions/api';
export { SKU_OF, monthlyOfAnnualCents, type BillingPeriod, type PlanKind } from './plans/catalogue';
export { demoCardToken } from './cardToken';
export type { CardTokenizer } from './components/StripeCardEntry';
/** Stripe Elements' card field, for a configured Stripe key only: fetched when it first renders. */
export const StripeCardEntry = lazy(() => import('./components/StripeCardEntry'));
