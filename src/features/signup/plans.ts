import { PLAN_SKUS, type PlanSku } from '../../config/constants';
import { type BillingPeriod, SKU_OF, monthlyOfAnnualCents } from '../billing';
import type { PlanChoice } from './draft';

export const PLAN_CHOICES: readonly PlanChoice[] = ['free', 'basic', 'pro'];

/** The SKU a choice is billed under: Free is SUB-FREE whatever the period. */
export function skuOf(plan: PlanChoice, period: BillingPeriod): PlanSku {
  return plan === 'free' ? PLAN_SKUS.free : SKU_OF[plan][period];
}

/**
 * What a plan shows per month, in cents: the monthly price, or the annual total ÷ 12 rounded to
 * whole dollars (accounts-money §2); undefined until its price is known.
 */
export function perMonthCents(
  plan: PlanChoice,
  period: BillingPeriod,
  prices: Partial<Record<PlanSku, number>>,
): number | undefined {
  const cents = prices[skuOf(plan, period)];
  if (cents === undefined) return undefined;
  return period === 'annual' && plan !== 'free' ? monthlyOfAnnualCents(cents) : cents;
}
