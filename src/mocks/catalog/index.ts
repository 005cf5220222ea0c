/**
 * What the rest of the mock backend uses of the catalog domain (templates). Like every mock
 * domain's index.ts it loads no database (kit/handle, db.ts): seeds reach other domains through
 * these faces and the registry loads the seeds, so that would close an import cycle.
 */
export type { CategoryRecord } from './records';
export { seedCategories } from './seed';
