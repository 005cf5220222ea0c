/**
 * What the rest of the mock backend uses of the campaigns domain (orders). Like every mock domain's
 * index.ts it loads no database (kit/handle, db.ts): seeds reach other domains through these faces
 * and the registry loads the seeds, so that would close an import cycle.
 */
export { priceOf, priceView } from './ordering/price';
export { statusOf } from './ordering/progress';
export {
  LOW_BALANCE,
  NO_CARD,
  centsOfBalance,
  dollars,
  forMarketplace,
  hasValidCard,
  moveBalance,
  orderLists,
  orderNumber,
} from './ordering/rules';
export { seedUserCampaigns } from './seed';
