import { type SeedData, loadDatabase, resetDatabase, snapshotCollection } from './db';
import { COLLECTION_NAMES, type CollectionName, DB_SCHEMA_VERSION } from './registry';

/**
 * The demo database in localStorage, as `{ version, data: { <collection>: rows } }`. Each
 * collection's JSON is kept as last written, so a call re-serialises only the collections it
 * changed; the storage write itself is still the whole value (one key keeps reloads atomic).
 */
const STORAGE_KEY = 'mailcraft.demoDatabase';

const writtenJson = new Map<CollectionName, string>();

/** Starts from the saved database, when there is one of this schema version. */
export function restoreSavedDatabase(): void {
  try {
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as {
      version: number;
      data: Partial<SeedData>;
    } | null;
    if (saved && saved.version === DB_SCHEMA_VERSION) loadDatabase(saved.data);
  } catch {
    // A corrupt snapshot is ignored: the demo starts again from its seed.
    resetDatabase();
  }
}

export function saveChangedCollections(changed: ReadonlySet<CollectionName>): void {
  const parts = COLLECTION_NAMES.map((name) => {
    let json = writtenJson.get(name);
    if (json === undefined || changed.has(name)) {
      json = JSON.stringify(snapshotCollection(name));
      writtenJson.set(name, json);
    }
    return `${JSON.stringify(name)}:${json}`;
  });
  try {
    window.localStorage.setItem(
      STORAGE_KEY,
      `{"version":${DB_SCHEMA_VERSION},"data":{${parts.join(',')}}}`,
    );
  } catch {
    // Storage full or blocked: changes last until the tab closes.
  }
}

const pending = new Set<CollectionName>();
let flushTimer: ReturnType<typeof setTimeout> | null = null;

function flush(): void {
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
  if (pending.size === 0) return;
  const changed = new Set(pending);
  pending.clear();
  saveChangedCollections(changed);
}

/**
 * Saves changed collections a moment after the calls that changed them, once for a burst of calls
 * (an upload's chunks, a page of edits) rather than once per call, and at once when the page is
 * hidden or left, so a reload or a closed tab keeps every answered change.
 */
export function persistChanges(collections: ReadonlySet<CollectionName>): void {
  for (const name of collections) pending.add(name);
  flushTimer ??= setTimeout(flush, 100);
}

export function flushOnLeave(): void {
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** The demo's reset: nothing pending or remembered may write the old data back. */
export function forgetSavedDatabase(): void {
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
  pending.clear();
  writtenJson.clear();
  window.localStorage.removeItem(STORAGE_KEY);
}
