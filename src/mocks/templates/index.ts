/**
 * What the rest of the mock backend uses of the templates domain (campaigns, catalog and orders).
 * Like every mock domain's index.ts it loads no database (kit/handle, db.ts): seeds reach other
 * domains through these faces and the registry loads the seeds, so that would close an import
 * cycle.
 */
export type { TemplateRecord } from './records';
export { isReserved, listedTemplates, oneTemplate, ownsOrShares, toBase64 } from './rules';
export { FIRST_TEMPLATE_ID, seedTemplates } from './seed';
