/** A tiny in-memory table with numeric ids: what the mock server keeps its records in. */
export class Collection<T extends { id: number }> {
  private rows: T[];
  private nextId: number;

  constructor(rows: T[] = []) {
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
    this.nextId += 1;
    this.rows.unshift(created);
    return created;
  }

  update(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined {
    const index = this.rows.findIndex((row) => row.id === id);
    if (index === -1) return undefined;
    const updated = { ...this.rows[index], ...patch } as T;
    this.rows[index] = updated;
    return updated;
  }

  remove(id: number): boolean {
    const before = this.rows.length;
    this.rows = this.rows.filter((row) => row.id !== id);
    return this.rows.length !== before;
  }

  toJSON(): T[] {
    return this.rows;
  }
}
