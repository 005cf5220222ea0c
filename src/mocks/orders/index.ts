/**
 * What the rest of the mock backend uses of the orders domain (billing and campaigns). Like every
 * mock domain's index.ts it loads no database (kit/handle, db.ts): seeds reach other domains
 * through these faces and the registry loads the seeds, so that would close an import cycle.
 */
export { recordMoneyOrder } from './ledger';
export type { OrderRecord } from './records';
