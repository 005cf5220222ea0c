// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashEmail } from '../../../../src/features/contacts/csv/emailHash';
import { EmailTable } from '../../../../src/features/contacts/csv/emailTable';

function firstRowOrAdd(table: EmailTable, email: string, row: number): number {
  hashEmail(email);
  return table.firstRowOrAdd(row);
}

describe('EmailTable', () => {
  it('remembers the first row of each address, case ignored, through growth', () => {
    const table = new EmailTable();
    for (let row = 1; row <= 100_000; row += 1)
      expect(firstRowOrAdd(table, `u${row}@x.com`, row)).toBe(0);
    expect(table.size).toBe(100_000);
    expect(firstRowOrAdd(table, 'U1@X.COM', 200_000)).toBe(1);
    expect(firstRowOrAdd(table, 'u99999@x.com', 200_001)).toBe(99_999);
    expect(table.size).toBe(100_000);
  });

  it('is sized once when told how many addresses to expect', () => {
    const table = new EmailTable();
    table.reserve(1_000_000);
    const { capacity } = table.data();
    expect(capacity).toBeGreaterThanOrEqual(1_000_000 / 0.7);
    for (let row = 1; row <= 1_000_000; row += 1) firstRowOrAdd(table, `u${row}@x.com`, row);
    expect(table.data().capacity).toBe(capacity);
  });

  it('survives a copy of its data (a transfer to another worker) and finds shared addresses', () => {
    const first = new EmailTable();
    const second = new EmailTable();
    for (let row = 1; row <= 1000; row += 1) firstRowOrAdd(first, `a${row}@x.com`, row);
    for (let row = 1; row <= 1000; row += 1) firstRowOrAdd(second, `a${row * 2}@X.com`, row);
    const data = second.data();
    const moved = new EmailTable({ ...data, slots: data.slots.slice() });
    const shared: [number, number][] = [];
    first.forEachShared(moved, (secondRow, firstRow) => shared.push([secondRow, firstRow]));
    expect(shared.sort((a, b) => a[0] - b[0])).toEqual(
      Array.from({ length: 500 }, (_, index) => [index + 1, (index + 1) * 2]),
    );
  });
});
