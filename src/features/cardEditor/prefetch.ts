import { requireDomain } from '../../i18n/domainMessages';
import { loadCardFonts } from './render/fonts';

/**
 * Readying the card editor before it opens (issue 27), for the card library. What costs no script
 * budget is warmed as soon as the library shows: the editor's fonts, which the editor waits for
 * before its first frame. Its code (the page's chunk, Konva with it, and its messages) is fetched
 * when the author shows the intent to open it: a pointer over, or focus on, a control of the
 * library. Fetching that with the library itself would load the editor's files on another route,
 * which `npm run bench` forbids (none of them on any other route, and the library's own budget).
 */
export function warmCardEditor(): void {
  void loadCardFonts();
}

let code: Promise<unknown> | null = null;

/** Fetches the editor's page (the route's own module, so its lazy route finds it loaded). */
export function prefetchCardEditor(): void {
  code ??= Promise.all([import('./pages/CardEditorPage'), requireDomain('cardEditor')]).catch(
    () => {
      // A failed fetch is tried again by the route itself, or by the next intent.
      code = null;
    },
  );
}
