/**
 * Where the app's calls go: the browser's fetch, unless a fetch of another kind is installed at
 * boot. The demo build installs its mock backend's (src/mocks/browser.ts, wired by main.tsx): every
 * API call and data-service file is then answered by the backend's worker, with no service worker
 * between them and nothing of the backend on the page's main thread. Installed once, before the
 * first call; tests leave it alone (msw/node intercepts the default adapters).
 */
let installed: typeof fetch | null = null;

export function answerCallsWith(fetchImplementation: typeof fetch): void {
  installed = fetchImplementation;
}

/** The fetch installed at boot, or null for the browser's own. */
export function installedFetch(): typeof fetch | null {
  return installed;
}
