// @vitest-environment node
import {
  formatDate,
  formatDateOrText,
  formatDateTime,
  formatMonth,
  formatMonthDay,
  formatOrderDate,
  relativeTime,
} from '../../../src/lib/dateTime';

describe('formatDateTime', () => {
  // Built from local parts, so the expectation holds in any time zone the suite runs in.
  it('shows MM-DD-YYYY | HH:mm:ss in local time, zero-padded', () => {
    const iso = new Date(2024, 0, 5, 9, 3, 7).toISOString();
    expect(formatDateTime(iso)).toBe('01-05-2024 | 09:03:07');
  });

  it('uses the 24-hour clock', () => {
    const iso = new Date(2023, 11, 31, 23, 59, 58).toISOString();
    expect(formatDateTime(iso)).toBe('12-31-2023 | 23:59:58');
  });

  it('converts a UTC instant to local time', () => {
    const iso = '2024-06-15T12:00:00.000Z';
    const local = new Date(iso);
    const time = [local.getHours(), local.getMinutes()].map((part) =>
      String(part).padStart(2, '0'),
    );
    expect(formatDateTime(iso)).toMatch(new RegExp(`^06-1[456]-2024 \\| ${time.join(':')}:00$`));
  });

  it('takes ms since the epoch and Dates as well as ISO strings', () => {
    const moment = new Date(2026, 10, 27, 14, 41, 46);
    expect(formatDateTime(moment.getTime())).toBe('11-27-2026 | 14:41:46');
    expect(formatDateTime(moment)).toBe('11-27-2026 | 14:41:46');
  });

  it('is still there under the name orders gave it', () => {
    expect(formatOrderDate).toBe(formatDateTime);
  });

  it.each(['', 'not a date', '2024-13-45T99:00:00Z', '2024-02-30', null, undefined, Number.NaN])(
    'answers an empty string for %s',
    (value) => {
      expect(formatDateTime(value)).toBe('');
    },
  );
});

describe('formatDate and its shorter forms', () => {
  it('shows the date part, MM-DD-YYYY, in local time', () => {
    expect(formatDate(new Date(2024, 0, 5, 23, 59).toISOString())).toBe('01-05-2024');
  });

  it('reads a bare day as that calendar day, whatever the time zone', () => {
    expect(formatDate('2026-10-02')).toBe('10-02-2026');
    expect(formatDate('2024-02-29')).toBe('02-29-2024');
  });

  it('answers an empty string for no date, and formatDateOrText shows such text as it came', () => {
    expect(formatDate('soon')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDateOrText('soon')).toBe('soon');
    expect(formatDateOrText(null)).toBe('');
    expect(formatDateOrText('2026-11-10')).toBe('11-10-2026');
  });

  it('names a day without its year (MM-DD) and a month (MM-YYYY) for charts', () => {
    const start = new Date(2026, 8, 7).getTime();
    expect(formatMonthDay(start)).toBe('09-07');
    expect(formatMonth(start)).toBe('09-2026');
    expect(formatMonthDay('x')).toBe('');
    expect(formatMonth(undefined)).toBe('');
  });
});

describe('relativeTime (accounts-money §9)', () => {
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  // Noon, so that no day or month boundary sits near any of the spans below.
  const now = new Date(2026, 10, 27, 12, 0, 0).getTime();
  const ago = (ms: number) => relativeTime(new Date(now - ms).toISOString(), now);

  it('is "a few seconds ago" under a minute, and minutes from 60 seconds', () => {
    expect(ago(0)).toEqual({ form: 'fewSeconds' });
    expect(ago(59 * SECOND)).toEqual({ form: 'fewSeconds' });
    expect(ago(MINUTE - 1)).toEqual({ form: 'fewSeconds' });
    expect(ago(60 * SECOND)).toEqual({ form: 'minutes', count: 1 });
  });

  it('counts whole minutes up to 59, and hours from 60 minutes', () => {
    expect(ago(2 * MINUTE + 59 * SECOND)).toEqual({ form: 'minutes', count: 2 });
    expect(ago(59 * MINUTE)).toEqual({ form: 'minutes', count: 59 });
    expect(ago(HOUR - 1)).toEqual({ form: 'minutes', count: 59 });
    expect(ago(60 * MINUTE)).toEqual({ form: 'hours', count: 1 });
  });

  it('counts whole hours up to 23, and days from 24 hours', () => {
    expect(ago(23 * HOUR)).toEqual({ form: 'hours', count: 23 });
    expect(ago(DAY - 1)).toEqual({ form: 'hours', count: 23 });
    expect(ago(24 * HOUR)).toEqual({ form: 'days', count: 1 });
  });

  it('counts 1 to 27 days, and shows day and month from 28 days', () => {
    expect(ago(27 * DAY)).toEqual({ form: 'days', count: 27 });
    expect(ago(28 * DAY - 1)).toEqual({ form: 'days', count: 27 });
    const twentyEight = new Date(now - 28 * DAY);
    expect(ago(28 * DAY)).toEqual({
      form: 'dayMonth',
      day: twentyEight.getDate(),
      month: twentyEight.getMonth() + 1,
    });
  });

  it('shows day and month up to 364 days, and dd-mm-yy from 365 days (over a year)', () => {
    const d364 = new Date(now - 364 * DAY);
    expect(ago(364 * DAY)).toEqual({
      form: 'dayMonth',
      day: d364.getDate(),
      month: d364.getMonth() + 1,
    });
    expect(ago(365 * DAY - 1)).toMatchObject({ form: 'dayMonth' });
    const d365 = new Date(now - 365 * DAY);
    const ddmmyy = [d365.getDate(), d365.getMonth() + 1, d365.getFullYear() % 100]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    expect(ago(365 * DAY)).toEqual({ form: 'date', text: ddmmyy });
  });

  it('writes day and month, and dd-mm-yy, from the local date', () => {
    expect(relativeTime(new Date(2026, 2, 5, 8, 0), now)).toEqual({
      form: 'dayMonth',
      day: 5,
      month: 3,
    });
    expect(relativeTime(new Date(2024, 2, 5, 8, 0), now)).toEqual({
      form: 'date',
      text: '05-03-24',
    });
    expect(relativeTime('2019-12-31', now)).toEqual({ form: 'date', text: '31-12-19' });
  });

  it('treats a date slightly ahead (clock skew, under a day) as a few seconds ago', () => {
    expect(ago(-1)).toEqual({ form: 'fewSeconds' });
    expect(ago(-5 * MINUTE)).toEqual({ form: 'fewSeconds' });
    expect(ago(-(DAY - 1))).toEqual({ form: 'fewSeconds' });
  });

  it('shows a date a day or more ahead as its date, never as "ago"', () => {
    expect(relativeTime(new Date(2026, 11, 25, 9, 0), now)).toEqual({
      form: 'date',
      text: '25-12-26',
    });
  });

  it.each(['', 'not a date', '2024-13-45T99:00:00Z', null, undefined, Number.NaN])(
    'answers null for %s',
    (value) => {
      expect(relativeTime(value, now)).toBeNull();
    },
  );

  it('answers null when now itself is no time', () => {
    expect(relativeTime(new Date(now), Number.NaN)).toBeNull();
  });

  it('takes now as a Date too', () => {
    expect(relativeTime(now - 3 * HOUR, new Date(now))).toEqual({ form: 'hours', count: 3 });
  });
});
