// @vitest-environment node
import { bucketsOf, unitFor } from '../../../src/lib/timeBuckets';
import { addDays, dayOf, isDay, lastDays } from '../../../src/components/report/reportDates';

const local = (year: number, month: number, day: number, hour = 12) =>
  new Date(year, month - 1, day, hour).toISOString();

describe('report days', () => {
  it('knows a real day from a look-alike', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('26-01-01')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(lastDays(90, new Date(2026, 10, 27))).toEqual({ from: '2026-08-30', to: '2026-11-27' });
    expect(dayOf(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('bucketsOf', () => {
  it('sums by day up to two months, by week up to a year, by month beyond', () => {
    expect(unitFor('2026-09-01', '2026-10-31')).toBe('day');
    expect(unitFor('2026-09-01', '2026-11-02')).toBe('week');
    expect(unitFor('2025-11-27', '2026-11-27')).toBe('week');
    expect(unitFor('2025-01-01', '2026-11-27')).toBe('month');
  });

  it('keeps every bucket of the range, empty ones at zero, and leaves rows outside it out', () => {
    const rows = [
      { at: local(2026, 9, 1), cost: 5, pieces: 1 },
      { at: local(2026, 9, 1, 20), cost: 7, pieces: 2 },
      { at: local(2026, 9, 3), cost: 11, pieces: 3 },
      { at: local(2026, 9, 9), cost: 1000, pieces: 1000 },
    ];
    const buckets = bucketsOf(rows, { from: '2026-09-01', to: '2026-09-04' }, (row) => row.at, [
      (row) => row.cost,
      (row) => row.pieces,
    ]);
    expect(buckets.unit).toBe('day');
    expect(buckets.starts).toEqual([1, 2, 3, 4].map((day) => new Date(2026, 8, day).getTime()));
    expect(buckets.sums).toEqual([
      [12, 0, 11, 0],
      [3, 0, 3, 0],
    ]);
  });

  it('starts weeks on Monday and months on the first', () => {
    // 2026-09-02 is a Wednesday: its week starts on Monday 2026-08-31.
    const weeks = bucketsOf(
      [{ at: local(2026, 9, 2) }],
      { from: '2026-09-02', to: '2026-12-01' },
      (row) => row.at,
      [() => 1],
    );
    expect(weeks.unit).toBe('week');
    expect(weeks.starts[0]).toBe(new Date(2026, 7, 31).getTime());
    expect(weeks.sums[0]![0]).toBe(1);
    const months = bucketsOf(
      [{ at: local(2026, 3, 31) }],
      { from: '2025-03-15', to: '2026-11-27' },
      (row) => row.at,
      [() => 1],
    );
    expect(months.starts[0]).toBe(new Date(2025, 2, 1).getTime());
    expect(months.starts).toHaveLength(21);
    expect(months.sums[0]![12]).toBe(1);
  });
});
