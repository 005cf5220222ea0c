// @vitest-environment node
import {
  databaseChanged,
  db,
  loadDatabase,
  onDatabaseChange,
  resetDatabase,
  restoreCollection,
  snapshotCollection,
} from '../../../src/mocks/db';
import type { OrderRecord } from '../../../src/mocks/orders/records';
import type { CollectionName } from '../../../src/mocks/registry';
import { COLLECTIONS, COLLECTION_NAMES } from '../../../src/mocks/registry';

/** The collection registry: the seed, the checks, snapshots and the changed-collection report. */

function reportedChanges(): CollectionName[][] {
  const reports: CollectionName[][] = [];
  onDatabaseChange((changed) => reports.push([...changed].sort()));
  return reports;
}

afterEach(() => onDatabaseChange(null));

describe('the collection registry', () => {
  it.each(COLLECTION_NAMES)('seeds %s with records its schema accepts, ids unique', (name) => {
    const rows = COLLECTIONS[name].seed();
    for (const row of rows) expect(COLLECTIONS[name].schema.safeParse(row).error).toBeUndefined();
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('refuses a record that breaks its schema (tests and the dev server check every write)', () => {
    const brokenOrder = { kind: 'gift' } as unknown as Omit<OrderRecord, 'id'>;
    expect(() => db().orders.insert(brokenOrder)).toThrow(/orders record breaks its schema/);
    expect(() => db().users.update(1, { role_id: 7 as 1 })).toThrow(/users record/);
  });

  it('reports which collections a request changed, once', () => {
    const reports = reportedChanges();
    databaseChanged();
    db().categories.update(1, { category_name: 'Renamed' });
    db().orders.insert({
      user_id: 2,
      kind: 'skip-trace',
      template_id: null,
      contact_id: null,
      contact_list_id: 1,
      created_at: '2026-01-01T00:00:00Z',
    });
    databaseChanged();
    databaseChanged();
    expect(reports).toEqual([['categories', 'orders']]);
  });

  it('does not report a failed update or removal of a missing record', () => {
    const reports = reportedChanges();
    db().templates.update(999_999, { title: 'x' });
    db().templates.remove(999_999);
    databaseChanged();
    expect(reports).toEqual([]);
  });

  it('snapshots and restores one collection at a time, the others from their seed', () => {
    db().industries.update(1, { industry_name: 'Changed' });
    const industries = structuredClone(snapshotCollection('industries'));
    resetDatabase();
    expect(db().industries.get(1)?.industry_name).toBe('Real Estate');
    restoreCollection('industries', industries);
    expect(db().industries.get(1)?.industry_name).toBe('Changed');
    expect(db().categories.all()).toEqual(COLLECTIONS.categories.seed());
  });

  it('loads a saved database, and new ids follow the saved ones', () => {
    const [first, second] = COLLECTIONS.categories.seed();
    loadDatabase({ orders: [], categories: [{ ...first!, id: 40 }] });
    expect(
      db()
        .categories.all()
        .map((row) => row.id),
    ).toEqual([40]);
    const { id: _id, ...fields } = second!;
    expect(db().categories.insert(fields).id).toBe(41);
  });

  it('goes back to the seed on reset', () => {
    db().users.update(2, { fname: 'Someone' });
    resetDatabase();
    expect(db().users.get(2)?.fname).toBe('Maya');
  });
});
