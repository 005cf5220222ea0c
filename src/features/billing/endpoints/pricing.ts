import { defineEndpoint, toast } from '../../../api';
import { type PricingSummary, pricingSummarySchema } from '../schemas';

/** The plans whose prices the Pricing Table compares with the user's own. */
export const PRICING_PLANS = ['starter', 'essentials', 'pro'] as const;
export type PricingPlan = (typeof PRICING_PLANS)[number];

/**
 * pricing/summary on the orders service (accounts-money §7; the paths are "not shown"): the user's
 * own prices at `pricing/summary`, a plan's at `pricing/summary/{plan}`. A failure is the spec's
 * generic toast (§8 "Pricing ... failures").
 */
export const pricingSummaryEndpoint = defineEndpoint<Record<string, never>, PricingSummary>({
  id: 'billing.pricingSummary',
  base: 'orders',
  method: 'GET',
  path: 'pricing/summary',
  data: pricingSummarySchema,
  showFailure: toast('error.generic'),
});

export const planPricingSummaryEndpoint = defineEndpoint<{ plan: PricingPlan }, PricingSummary>({
  id: 'billing.planPricingSummary',
  base: 'orders',
  method: 'GET',
  path: ({ plan }) => `pricing/summary/${plan}`,
  data: pricingSummarySchema,
  showFailure: toast('error.generic'),
});
