/**
 * Dates of sends and orders are shown as MM-DD-YYYY | HH:mm:ss (accounts-money §9), a fixed
 * pattern rather than the locale's, in the user's local time zone.
 */

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * An ISO date (or anything `Date` reads) as `MM-DD-YYYY | HH:mm:ss` in local time; '' for a
 * missing or invalid date, so a bad server value shows as nothing rather than "NaN".
 */
export function formatOrderDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = [date.getMonth() + 1, date.getDate()].map(twoDigits).join('-');
  const time = [date.getHours(), date.getMinutes(), date.getSeconds()].map(twoDigits).join(':');
  return `${day}-${date.getFullYear()} | ${time}`;
}
