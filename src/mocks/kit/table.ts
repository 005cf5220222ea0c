/** What a table tells its owner: a row changed (so the collection can be persisted again). */
export interface TableHooks<T> {
  onChange: () => void;
  /** Checks a row before it is stored; throws when it breaks the collection's schema. */
  check?: (row: T) => void;
}

/** A tiny in-memory table with numeric ids: what the mock server keeps its records in. */
export class Table<T extends { id: number }> {
  private rows: T[];
  private nextId: number;

  constructor(
    rows: T[],
    private readonly hooks: TableHooks<T>,
  ) {
    this.rows = rows.map((row) => ({ ...row }));
    this.nextId = rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  }

  all(): T[] {
    return [...this.rows];
  }

  get(id: number): T | undefined {
    return this.rows.find((row) => row.id === id);
  }

  find(predicate: (row: T) => boolean): T | undefined {
    return this.rows.find(predicate);
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.rows.filter(predicate);
  }

  insert(row: Omit<T, 'id'>): T {
    const created = { ...row, id: this.nextId } as T;
    this.hooks.check?.(created);
    this.nextId += 1;
    this.rows.unshift(created);
    this.hooks.onChange();
    return created;
  }

  /** Merges the patch into the row; a field patched to `undefined` is removed (optional fields). */
  update(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined {
    const index = this.rows.findIndex((row) => row.id === id);
    if (index === -1) return undefined;
    const updated = { ...this.rows[index], ...patch } as T;
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete (updated as Record<string, unknown>)[key];
    }
    this.hooks.check?.(updated);
    this.rows[index] = updated;
    this.hooks.onChange();
    return updated;
  }

  remove(id: number): boolean {
    const before = this.rows.length;
    this.rows = this.rows.filter((row) => row.id !== id);
    if (this.rows.length === before) return false;
    this.hooks.onChange();
    return true;
  }

  toJSON(): T[] {
    return this.rows;
  }
}
