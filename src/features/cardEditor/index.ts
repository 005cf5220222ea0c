/**
 * The card Design Studio's public face. The editor is a lazily loaded route (routes.ts); other
 * features may name its document types, and the card library readies it (prefetch.ts).
 */
export type { CardDocument, CardSizeId } from './model';
export { warmCardEditor } from './prefetch';
