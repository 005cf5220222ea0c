/**
 * What the rest of the mock backend uses of the reports domain. Like every mock domain's index.ts
 * it loads no database (kit/handle, db.ts).
 */
export type { VendorJobRecord } from './records';
