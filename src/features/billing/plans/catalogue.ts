import { PLAN_SKUS, type PlanSku } from '../../../config/constants';

/** The two tabs of the plan picker: Annual is key 1, Monthly key 2 (accounts-money §2). */
export type BillingPeriod = 'annual' | 'monthly';
export const PERIOD_TAB_KEY: Record<BillingPeriod, '1' | '2'> = { annual: '1', monthly: '2' };

/** The plans offered: Essentials (basic users) and Pro (Most Popular). */
export type PlanKind = 'basic' | 'pro';

export const SKU_OF: Record<PlanKind, Record<BillingPeriod, PlanSku>> = {
  basic: { annual: PLAN_SKUS.basicAnnual, monthly: PLAN_SKUS.basicMonth },
  pro: { annual: PLAN_SKUS.proAnnual, monthly: PLAN_SKUS.proMonth },
};

/** The plan ids the servers give each SKU (upgrade-basic-toprouser sends the chosen one). */
export const PLAN_ID_OF: Record<PlanSku, number> = {
  [PLAN_SKUS.free]: 1,
  [PLAN_SKUS.basicMonth]: 2,
  [PLAN_SKUS.basicAnnual]: 3,
  [PLAN_SKUS.proMonth]: 4,
  [PLAN_SKUS.proAnnual]: 5,
};

export const ALL_PLAN_SKUS: readonly PlanSku[] = [
  PLAN_SKUS.basicAnnual,
  PLAN_SKUS.basicMonth,
  PLAN_SKUS.proAnnual,
  PLAN_SKUS.proMonth,
];

/** An annual price shown per month: the annual total ÷ 12, rounded to whole dollars (§2). */
export function monthlyOfAnnualCents(annualCents: number): number {
  return Math.round(annualCents / 100 / 12) * 100;
}

/** The plan chosen with Upgrade Now: kept while its modal is open, cleared when it closes (§2). */
export interface ChosenPlan {
  kind: PlanKind;
  period: BillingPeriod;
  sku: PlanSku;
  /** The price charged: the annual total or the monthly price, in cents. */
  priceCents: number;
}
