/**
 * What the rest of the mock backend uses of the auth domain (the other domains, kit and
 * browser.ts). Like every mock domain's index.ts it loads no database (kit/handle, db.ts): seeds
 * reach other domains through these faces and the registry loads the seeds, so that would close an
 * import cycle.
 */
export type { CardRecord, UserRecord } from './records';
export { profileOf } from './profile';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
