import { useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type DateInput, type RelativeTime, relativeTime } from '../../lib/dateTime';

/**
 * A relative-time descriptor (src/lib/dateTime.ts) in the user's language: the "ago" forms from
 * the shell message domain (loaded with the dashboard), day and month as the locale writes them
 * (Mar 5, 5 mars, 3月5日), and dd-mm-yy as it is. Nothing for no descriptor.
 */
export function wordRelativeTime(intl: IntlShape, relative: RelativeTime | null): string {
  if (!relative) return '';
  switch (relative.form) {
    case 'fewSeconds':
      return intl.formatMessage({ id: 'time.relative.fewSeconds' });
    case 'minutes':
    case 'hours':
    case 'days':
      return intl.formatMessage(
        { id: `time.relative.${relative.form}` },
        { count: relative.count },
      );
    case 'dayMonth':
      // Any leap year holds every day and month, 29 February included.
      return intl.formatDate(new Date(2000, relative.month - 1, relative.day), {
        day: 'numeric',
        month: 'short',
      });
    case 'date':
      return relative.text;
  }
}

/** `(value, now) => words`: how long ago `value` was at `now`, in the user's language. */
export function useRelativeTime(): (value: DateInput, now: number | Date) => string {
  const intl = useIntl();
  return useCallback((value, now) => wordRelativeTime(intl, relativeTime(value, now)), [intl]);
}
