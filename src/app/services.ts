import { saveBlob } from '../lib/saveBlob';
import type { SagaServices } from '../state/session';

/**
 * The browser side of the sagas' services. `navigate` starts as a location change and is replaced
 * by the router's own navigate once the router exists.
 */
export function createBrowserServices(): SagaServices {
  return {
    navigate: (to) => window.location.assign(to),
    pollIntervalMs: 1500,
    reloadPage: () => window.location.reload(),
    fetchVersionFile: async () => {
      // Loaded when first asked (after the app is up): a static import here split the page's
      // entry into more chunks and added 3.5 KB to the sign-in page's first load.
      const { fetchSameOriginFile } = await import('../api/staticFile');
      const response = await fetchSameOriginFile(`/version.json?t=${Date.now()}`, {
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`version.json answered ${response.status}`);
      return (await response.json()) as unknown;
    },
    clearCaches: async () => {
      if (!('caches' in window)) return;
      const names = await window.caches.keys();
      await Promise.all(names.map((name) => window.caches.delete(name)));
    },
    saveFile: ({ name, type, bytes }) => saveBlob(name, new Blob([bytes as BlobPart], { type })),
  };
}
