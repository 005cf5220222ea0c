import type { IntlShape } from 'react-intl';

/** A server date in the user's language; text that is no date is shown as it came (never a crash). */
export function formatServerDate(intl: IntlShape, value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : intl.formatDate(date, { dateStyle: 'medium' });
}
