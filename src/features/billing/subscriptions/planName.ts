import type { IntlShape } from 'react-intl';
import { PLAN_SKUS, type PlanSku } from '../../../config/constants';

const NAME_OF: Record<PlanSku, string> = {
  [PLAN_SKUS.free]: 'subscriptions.planName.free',
  [PLAN_SKUS.basicMonth]: 'subscriptions.planName.basicMonth',
  [PLAN_SKUS.basicAnnual]: 'subscriptions.planName.basicAnnual',
  [PLAN_SKUS.proMonth]: 'subscriptions.planName.proMonth',
  [PLAN_SKUS.proAnnual]: 'subscriptions.planName.proAnnual',
};

/**
 * The words for a plan SKU ("Essentials, monthly"); a SKU this app does not know is shown as the
 * server sent it rather than not at all.
 */
export function planLabel(intl: IntlShape, sku: string): string {
  return sku in NAME_OF ? intl.formatMessage({ id: NAME_OF[sku as PlanSku] }) : sku;
}
