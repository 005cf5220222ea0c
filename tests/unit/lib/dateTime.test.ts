// @vitest-environment node
import { formatOrderDate } from '../../../src/lib/dateTime';

describe('formatOrderDate', () => {
  // Built from local parts, so the expectation holds in any time zone the suite runs in.
  it('shows MM-DD-YYYY | HH:mm:ss in local time, zero-padded', () => {
    const iso = new Date(2024, 0, 5, 9, 3, 7).toISOString();
    expect(formatOrderDate(iso)).toBe('01-05-2024 | 09:03:07');
  });

  it('uses the 24-hour clock', () => {
    const iso = new Date(2023, 11, 31, 23, 59, 58).toISOString();
    expect(formatOrderDate(iso)).toBe('12-31-2023 | 23:59:58');
  });

  it('converts a UTC instant to local time', () => {
    const iso = '2024-06-15T12:00:00.000Z';
    const local = new Date(iso);
    const hours = String(local.getHours()).padStart(2, '0');
    expect(formatOrderDate(iso)).toMatch(new RegExp(`^06-1[456]-2024 \\| ${hours}:00:00$`));
  });

  it.each(['', 'not a date', '2024-13-45T99:00:00Z', null, undefined])(
    'answers an empty string for %s',
    (value) => {
      expect(formatOrderDate(value)).toBe('');
    },
  );
});
