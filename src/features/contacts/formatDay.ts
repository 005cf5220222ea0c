import type { IntlShape } from 'react-intl';

/** A creation day in the user's language; a date the server sends badly shows as it came. */
export function formatDay(intl: IntlShape, value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : intl.formatDate(date, { dateStyle: 'medium' });
}
