import { PLAN_SKUS, type PlanSku } from '../../../config/constants';

const NAME_OF: Record<PlanSku, string> = {
  [PLAN_SKUS.free]: 'subscriptions.planName.free',
  [PLAN_SKUS.basicMonth]: 'subscriptions.planName.basicMonth',
  [PLAN_SKUS.basicAnnual]: 'subscriptions.planName.basicAnnual',
  [PLAN_SKUS.proMonth]: 'subscriptions.planName.proMonth',
  [PLAN_SKUS.proAnnual]: 'subscriptions.planName.proAnnual',
};

/**
 * The words for a plan SKU ("Essentials, monthly"), as a message id; null for a SKU this app
 * does not know, which the screen then shows as the server sent it rather than not at all.
 */
export function planNameId(sku: string): string | null {
  return sku in NAME_OF ? NAME_OF[sku as PlanSku] : null;
}
