/**
 * The page's side of the demo database's persistence: localStorage holds the snapshot the backend's
 * worker builds (worker/databaseSnapshot.ts). A snapshot arrives with the answer of the call that
 * changed the data, before the app sees that answer; it is written a moment later, once for a burst
 * of calls (an upload's chunks, a page of edits), and at once when the page is hidden or left, so a
 * reload or a closed tab keeps every answered change.
 */
const STORAGE_KEY = 'mailcraft.demoDatabase';

let pending: string | null = null;
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let forgotten = false;

export function readSavedDatabase(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function flush(): void {
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
  if (pending === null || forgotten) return;
  const value = pending;
  pending = null;
  try {
    window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage full or blocked: changes last until the tab closes.
  }
}

export function saveDatabaseSoon(snapshot: string): void {
  pending = snapshot;
  flushTimer ??= setTimeout(flush, 100);
}

export function flushOnLeave(): void {
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** The demo's reset: nothing pending, or still on its way from the worker, may write the old data back. */
export function forgetSavedDatabase(): void {
  forgotten = true;
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
  pending = null;
  window.localStorage.removeItem(STORAGE_KEY);
}
