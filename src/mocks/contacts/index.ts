/**
 * What the rest of the mock backend uses of the contacts domain (campaigns and orders). Like every
 * mock domain's index.ts it loads no database (kit/handle, db.ts): seeds reach other domains
 * through these faces and the registry loads the seeds, so that would close an import cycle.
 */
export type { ContactListRecord, ContactRecord } from './records';
export { allContacts, contactCount, failedContacts, zipCountsOf } from './store';
export { recordVerification } from './verification';
