/**
 * Sums of report rows per day, week or month, for a chart: the unit follows the range's length
 * so a chart keeps between a handful and about sixty bars. Days are local calendar days; weeks
 * start on Monday. Every bucket of the range is there, empty ones at zero, so a quiet week shows.
 */
export type BucketUnit = 'day' | 'week' | 'month';

export interface Buckets {
  unit: BucketUnit;
  /** Each bucket's first moment, ms since the epoch (local midnight). */
  starts: number[];
  /** One array per measure, a sum per bucket. */
  sums: number[][];
}

const MAX_DAYS = 62;
const MAX_WEEKS_DAYS = 366;

const localDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

/** The bucket of a moment: its day, the Monday of its week, or the first of its month. */
function bucketStart(at: Date, unit: BucketUnit): Date {
  const day = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  if (unit === 'day') return day;
  if (unit === 'week')
    return new Date(day.getFullYear(), day.getMonth(), day.getDate() - ((day.getDay() + 6) % 7));
  return new Date(day.getFullYear(), day.getMonth(), 1);
}

function next(start: Date, unit: BucketUnit): Date {
  if (unit === 'day') return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  if (unit === 'week') return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7);
  return new Date(start.getFullYear(), start.getMonth() + 1, 1);
}

export function unitFor(from: string, to: string): BucketUnit {
  const days = Math.round((localDay(to).getTime() - localDay(from).getTime()) / 86_400_000) + 1;
  return days <= MAX_DAYS ? 'day' : days <= MAX_WEEKS_DAYS ? 'week' : 'month';
}

export function bucketsOf<Row>(
  rows: readonly Row[],
  range: { from: string; to: string },
  at: (row: Row) => string,
  measures: readonly ((row: Row) => number)[],
): Buckets {
  const unit = unitFor(range.from, range.to);
  const starts: number[] = [];
  const last = bucketStart(localDay(range.to), unit).getTime();
  for (
    let start = bucketStart(localDay(range.from), unit);
    start.getTime() <= last;
    start = next(start, unit)
  )
    starts.push(start.getTime());
  const index = new Map(starts.map((start, position) => [start, position]));
  const sums = measures.map(() => starts.map(() => 0));
  for (const row of rows) {
    const position = index.get(bucketStart(new Date(at(row)), unit).getTime());
    if (position === undefined) continue;
    measures.forEach((measure, which) => {
      sums[which]![position]! += measure(row);
    });
  }
  return { unit, starts, sums };
}
