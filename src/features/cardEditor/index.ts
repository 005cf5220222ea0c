/**
 * The card Design Studio's public face (issue 13). Only its document model exists so far; the
 * editor screen, its state and its routes come next and will be exported from here.
 */
export type { CardDocument, CardSizeId } from './model';
