/**
 * The card Design Studio's public face. The editor is a lazily loaded route (routes.ts); other
 * features may name its document types.
 */
export type { CardDocument, CardSizeId } from './model';
