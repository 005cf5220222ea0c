/**
 * What the rest of the mock backend uses of the unsubscribe domain: who has opted out, so a send
 * can leave them out. Like every mock domain's index.ts it loads no database (kit/handle, db.ts).
 */
export type { OptOutRecord, UnsubscribeLinkRecord } from './records';
export { hasOptedOut, normalisedAddress } from './addresses';
export { UNSUBSCRIBE_TOKENS } from './seed';
