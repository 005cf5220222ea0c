/**
 * Calendar days as the report filters keep them (YYYY-MM-DD, in the user's own time zone): what a
 * date field holds and what a bookmarked URL carries.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as YYYY-MM-DD, in local time. */
export function dayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** The day `days` after (or before, when negative) the given one. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dayOf(new Date(year, month - 1, date + days));
}

/** The last `days` days up to today, today included. */
export function lastDays(days: number, today: Date = new Date()): { from: string; to: string } {
  const to = dayOf(today);
  return { from: addDays(to, -(days - 1)), to };
}
