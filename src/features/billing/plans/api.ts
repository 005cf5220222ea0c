import type * as z from 'zod/mini';
import { defineEndpoint, dialog, toast } from '../../../api';
import type { PlanSku } from '../../../config/constants';
import type { Idempotent } from '../endpoints/funding';
import {
  type ProUpgrade,
  productSchema,
  proUpgradeSchema,
  skuPriceSchema,
  upgradedSchema,
} from './schemas';

/**
 * Plan prices (accounts-money §7): quantity 1; a failure is the generic toast (§8). The token goes
 * when there is a session; sign-up and the public /pro-plan read the same prices signed out.
 */
export const priceBySkuEndpoint = defineEndpoint<
  { sku_numbers: PlanSku[]; quantity: number },
  z.infer<typeof skuPriceSchema>
>({
  id: 'plans.priceBySku',
  base: 'orders',
  path: 'price-by-sku/',
  token: { in: 'body', optional: true },
  data: skuPriceSchema,
  showFailure: toast('error.generic'),
});

/** The subscription product of a SKU, on the commerce service, token in a header (§7). */
export const productEndpoint = defineEndpoint<{ sku: PlanSku }, z.infer<typeof productSchema>>({
  id: 'plans.product',
  base: 'commerce',
  method: 'GET',
  path: ({ sku }) => `product/${sku}`,
  data: productSchema,
  showFailure: toast('error.generic'),
});

/**
 * The three upgrade paths (§4 Plan upgrades). Each charges the card on file, so each carries the
 * idempotency key of its intent. An error is the server's message in the upgrade's error modal.
 */
export const upgradeFreemiumToBasicEndpoint = defineEndpoint<
  { product_sku: PlanSku } & Idempotent,
  z.infer<typeof upgradedSchema>
>({
  id: 'plans.upgradeFreemiumToBasic',
  base: 'main',
  path: 'upgrade-freemium-to-basicuser',
  idempotent: true,
  data: upgradedSchema,
  showFailure: dialog('billing.upgrade.failed'),
});

export const upgradeFreemiumToProEndpoint = defineEndpoint<
  { product_sku: PlanSku } & Idempotent,
  z.infer<typeof upgradedSchema>
>({
  id: 'plans.upgradeFreemiumToPro',
  base: 'main',
  path: 'upgrade-freemium-to-proadminuser',
  idempotent: true,
  data: upgradedSchema,
  showFailure: dialog('billing.upgrade.failed'),
});

export const upgradeBasicToProEndpoint = defineEndpoint<
  { email: string; user_type: 'basic'; plan_id: number; domain: number } & Idempotent,
  ProUpgrade
>({
  id: 'plans.upgradeBasicToPro',
  base: 'main',
  path: 'upgrade-basic-toprouser',
  idempotent: true,
  data: proUpgradeSchema,
  showFailure: dialog('billing.upgrade.failed'),
});
