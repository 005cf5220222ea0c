/**
 * The app's one date module (issue 29). Every date the app shows goes through it:
 *
 * - date-times as MM-DD-YYYY | HH:mm:ss, dates alone as MM-DD-YYYY (accounts-money §9): a fixed
 *   pattern rather than the locale's, in the user's local time zone;
 * - relative time (accounts-money §9) as a descriptor of which form applies, worded by
 *   src/components/dates in the user's language.
 *
 * A value is an ISO string, ms since the epoch or a Date. A bare day ('2026-10-02') is that day
 * on the calendar, not UTC midnight moved into the local zone (which would be the day before west
 * of Greenwich). Missing or unreadable values give '' (or null), never "NaN" and never a throw.
 */

export type DateInput = string | number | Date | null | undefined;

const BARE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The moment a value stands for, or null when it is missing or no date. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = BARE_DAY.exec(value);
    if (day) {
      const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
      const local = new Date(year, month - 1, date);
      // 2024-02-30 would roll over into March: a day that does not exist is no date.
      return local.getMonth() === month - 1 && local.getDate() === date ? local : null;
    }
  }
  const date = new Date(value instanceof Date ? value.getTime() : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function monthDayParts(date: Date): string {
  return `${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** MM-DD-YYYY | HH:mm:ss in local time, 24-hour clock; '' for a missing or invalid date. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const time = [date.getHours(), date.getMinutes(), date.getSeconds()].map(twoDigits).join(':');
  return `${formatDate(date)} | ${time}`;
}

/**
 * The name the date-time format had when only orders used it.
 * @deprecated use formatDateTime.
 */
export const formatOrderDate = formatDateTime;

/** The date part, MM-DD-YYYY, in local time; '' for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${monthDayParts(date)}-${date.getFullYear()}` : '';
}

/**
 * MM-DD-YYYY, or the text as it came when it is no date: for free-text server fields, where a
 * value we cannot read is still better shown than hidden.
 */
export function formatDateOrText(value: string | null | undefined): string {
  return formatDate(value) || (value ?? '');
}

/** MM-DD without the year, for a chart's axis where the full date does not fit. */
export function formatMonthDay(value: DateInput): string {
  const date = toDate(value);
  return date ? monthDayParts(date) : '';
}

/** A month as MM-YYYY (the spec's order, without the day). */
export function formatMonth(value: DateInput): string {
  const date = toDate(value);
  return date ? `${twoDigits(date.getMonth() + 1)}-${date.getFullYear()}` : '';
}

/** dd-mm-yy in local time: the spec's form for dates over a year old (§9). */
function formatShortDayFirst(date: Date): string {
  return [date.getDate(), date.getMonth() + 1, date.getFullYear() % 100].map(twoDigits).join('-');
}

// ---------------------------------------------------------------------------------------------
// Relative time.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Days from which a date shows its day and month instead of "N days" (§9: "28 or more days"). */
export const DAY_MONTH_FROM_DAYS = 28;
/** Days from which a date counts as "over a year" and shows dd-mm-yy (§9). */
export const YEAR_DAYS = 365;
/**
 * How far ahead of `now` a date may be and still read "a few seconds ago": a server clock a
 * little ahead of the user's, or a zone set wrongly, must not make fresh news look strange.
 */
export const FUTURE_TOLERANCE_MS = DAY_MS;

/** Which of the spec's relative forms a date takes; src/components/dates puts it into words. */
export type RelativeTime =
  | { form: 'fewSeconds' }
  | { form: 'minutes'; count: number }
  | { form: 'hours'; count: number }
  | { form: 'days'; count: number }
  /** Local day of the month (1–31) and month (1–12). */
  | { form: 'dayMonth'; day: number; month: number }
  /** dd-mm-yy, local. */
  | { form: 'date'; text: string };

/**
 * The relative form of `value` seen at `now` (accounts-money §9), by the time elapsed:
 *
 * | elapsed                      | form                                  |
 * |------------------------------|---------------------------------------|
 * | under 60 s                   | fewSeconds ("a few seconds ago")      |
 * | 60 s to under 60 min         | minutes, whole minutes (1–59)         |
 * | 60 min to under 24 h         | hours, whole hours (1–23)             |
 * | 24 h to under 28 days        | days, whole 24-hour days (1–27)       |
 * | 28 days to under 365 days    | dayMonth, the date's day and month    |
 * | 365 days or more             | date, dd-mm-yy ("over a year")        |
 *
 * Counts round down (59 min 59 s is 59 minutes). Days are spans of 24 hours elapsed, not
 * calendar days, so "1 day" means at least 24 hours ago; a year is 365 such days, leap or not.
 * A date ahead of `now` by less than a day (clock skew) is "a few seconds ago"; one further ahead
 * is no news of the past and shows as its date (dd-mm-yy). A missing or invalid value gives null,
 * which the wording side shows as nothing.
 */
export function relativeTime(value: DateInput, now: number | Date): RelativeTime | null {
  const date = toDate(value);
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (!date || !Number.isFinite(nowMs)) return null;
  const elapsed = nowMs - date.getTime();
  if (elapsed < -FUTURE_TOLERANCE_MS) return { form: 'date', text: formatShortDayFirst(date) };
  if (elapsed < MINUTE_MS) return { form: 'fewSeconds' };
  if (elapsed < HOUR_MS) return { form: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { form: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  const days = Math.floor(elapsed / DAY_MS);
  if (days < DAY_MONTH_FROM_DAYS) return { form: 'days', count: days };
  if (days < YEAR_DAYS)
    return { form: 'dayMonth', day: date.getDate(), month: date.getMonth() + 1 };
  return { form: 'date', text: formatShortDayFirst(date) };
}
