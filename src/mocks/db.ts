import { Table } from './kit/table';
import { COLLECTIONS, COLLECTION_NAMES, type CollectionName, type RecordOf } from './registry';

/** The live mock database: one table per collection of the registry. */
export type Database = { [N in CollectionName]: Table<RecordOf<N>> };
/** Every collection's rows: what the seed produces and what a snapshot holds. */
export type SeedData = { [N in CollectionName]: RecordOf<N>[] };

/**
 * Records are checked against their schema where it costs nothing that matters: in tests and on
 * the dev server. The built demo trusts its own handlers and keeps the main thread free.
 */
const CHECK_RECORDS = import.meta.env.DEV;

const tables = new Map<CollectionName, unknown>();
/** Rows to start a collection from instead of its seed (a restored snapshot). */
let restored: Partial<SeedData> = {};
const changed = new Set<CollectionName>();
let changeListener: ((collections: ReadonlySet<CollectionName>) => void) | null = null;

function checkerOf<N extends CollectionName>(name: N) {
  const { schema } = COLLECTIONS[name];
  return (row: RecordOf<N>) => {
    const result = schema.safeParse(row);
    if (!result.success)
      throw new Error(`A ${name} record breaks its schema: ${result.error.message}`);
  };
}

/** A collection's table, built on first use: from the restored snapshot, or else from its seed. */
function tableOf<N extends CollectionName>(name: N): Database[N] {
  let table = tables.get(name) as Database[N] | undefined;
  if (!table) {
    const rows = (restored[name] ?? COLLECTIONS[name].seed()) as RecordOf<N>[];
    table = new Table<RecordOf<N>>(rows, {
      onChange: () => changed.add(name),
      ...(CHECK_RECORDS ? { check: checkerOf(name) } : {}),
    }) as Database[N];
    tables.set(name, table);
  }
  return table;
}

const database = Object.defineProperties(
  {},
  Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, { get: () => tableOf(name), enumerable: true }]),
  ),
) as Database;

export function db(): Database {
  return database;
}

/** Back to the deterministic seed: before every test, and from the demo's reset button. */
export function resetDatabase(): void {
  tables.clear();
  restored = {};
  changed.clear();
}

/** Starts one collection from saved rows (it is seeded as usual when it has none saved). */
export function restoreCollection<N extends CollectionName>(name: N, rows: RecordOf<N>[]): void {
  if (CHECK_RECORDS) rows.forEach(checkerOf(name));
  tables.delete(name);
  restored = { ...restored, [name]: rows };
  changed.delete(name);
}

/** Starts from a saved snapshot; collections it lacks start from their seed. */
export function loadDatabase(snapshot: Partial<SeedData>): void {
  resetDatabase();
  for (const name of COLLECTION_NAMES) {
    const rows = snapshot[name];
    if (rows) restoreCollection(name, rows as RecordOf<typeof name>[]);
  }
}

export function snapshotCollection<N extends CollectionName>(name: N): RecordOf<N>[] {
  return tableOf(name).toJSON();
}

/** The browser persists what changed after each call; tests do not listen. */
export function onDatabaseChange(
  listener: ((collections: ReadonlySet<CollectionName>) => void) | null,
): void {
  changeListener = listener;
}

/** Reports the collections changed since the last report (none: nothing is reported). */
export function databaseChanged(): void {
  if (changed.size === 0) return;
  const collections = new Set(changed);
  changed.clear();
  changeListener?.(collections);
}
