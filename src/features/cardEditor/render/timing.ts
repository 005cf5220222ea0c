/**
 * User Timing marks at the editor's few expensive moments (a card's data arrived, its first frame,
 * an export started and ended), so `npm run bench` and the browser's performance panel can measure
 * them without instrumenting the app. A handful per session: they cost nothing that matters.
 */
export type CardEditorMark =
  'loaded' | 'firstFrame' | 'pngStart' | 'pngEnd' | 'pdfStart' | 'pdfEnd';

export function markCardEditor(mark: CardEditorMark): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(`cardEditor:${mark}`);
}
