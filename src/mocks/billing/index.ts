/**
 * What the rest of the mock backend uses of the billing domain (auth, campaigns and orders). Like
 * every mock domain's index.ts it loads no database (kit/handle, db.ts): seeds reach other domains
 * through these faces and the registry loads the seeds, so that would close an import cycle.
 */
export { cardOwnerOf } from './cardOwner';
export { type PlanName, type QuantityTier, planOfUser, unitPriceOf } from './priceBook';
export { reconcileFunding } from './reconcile';
export type { SubscriptionRecord } from './subscriptionRecords';
