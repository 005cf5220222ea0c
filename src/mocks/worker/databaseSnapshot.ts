import { type SeedData, loadDatabase, resetDatabase, snapshotCollection } from '../db';
import { COLLECTION_NAMES, type CollectionName, DB_SCHEMA_VERSION } from '../registry';

/**
 * The demo database as the page saves it in localStorage: `{ version, data: { <collection>: rows } }`.
 * Built here, in the backend's worker, so neither parsing nor serialising runs on the page's main
 * thread. Each collection's JSON is kept as last written, so a call re-serialises only the
 * collections it changed; the value is still one string (one key keeps reloads atomic).
 */
const writtenJson = new Map<CollectionName, string>();

/** Starts from the saved database when there is one of this schema version, else from the seed. */
export function restoreDatabase(saved: string | null): void {
  writtenJson.clear();
  try {
    const parsed = JSON.parse(saved ?? 'null') as { version: number; data: Partial<SeedData> } | null;
    if (parsed && parsed.version === DB_SCHEMA_VERSION) loadDatabase(parsed.data);
    else resetDatabase();
  } catch {
    // A corrupt snapshot is ignored: the demo starts again from its seed.
    resetDatabase();
  }
}

/** The whole database to save, re-serialising only the collections changed since the last one. */
export function databaseSnapshot(changed: ReadonlySet<CollectionName>): string {
  const parts = COLLECTION_NAMES.map((name) => {
    let json = writtenJson.get(name);
    if (json === undefined || changed.has(name)) {
      json = JSON.stringify(snapshotCollection(name));
      writtenJson.set(name, json);
    }
    return `${JSON.stringify(name)}:${json}`;
  });
  return `{"version":${DB_SCHEMA_VERSION},"data":{${parts.join(',')}}}`;
}
