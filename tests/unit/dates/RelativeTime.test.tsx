import { act, screen } from '@testing-library/react';
import { RelativeTime } from '../../../src/components/dates';
import { localeChosen } from '../../../src/features/preferences';
import { requireDomain } from '../../../src/i18n/domainMessages';
import type { Locale } from '../../../src/i18n/languages';
import { formatDateTime } from '../../../src/lib/dateTime';
import { renderWithApp } from '../../utils/renderWithStore';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Noon, so that no span below crosses a day boundary of its own.
const NOW = new Date(2026, 10, 27, 12, 0, 0).getTime();

/** Each relative form (accounts-money §9), by how long before NOW it was. */
const SPANS = {
  fewSeconds: NOW - 20_000,
  oneMinute: NOW - MINUTE,
  minutes: NOW - 5 * MINUTE,
  oneHour: NOW - HOUR,
  hours: NOW - 3 * HOUR,
  oneDay: NOW - DAY,
  days: NOW - 27 * DAY,
  dayMonth: new Date(2026, 2, 5, 9, 30).getTime(),
  overAYear: new Date(2024, 2, 5, 9, 30).getTime(),
} as const;
type Span = keyof typeof SPANS;

const WORDS: Record<Locale, Record<Span, string>> = {
  en: {
    fewSeconds: 'a few seconds ago',
    oneMinute: '1 minute ago',
    minutes: '5 minutes ago',
    oneHour: '1 hour ago',
    hours: '3 hours ago',
    oneDay: '1 day ago',
    days: '27 days ago',
    dayMonth: 'Mar 5',
    overAYear: '05-03-24',
  },
  zh: {
    fewSeconds: '几秒前',
    oneMinute: '1 分钟前',
    minutes: '5 分钟前',
    oneHour: '1 小时前',
    hours: '3 小时前',
    oneDay: '1 天前',
    days: '27 天前',
    dayMonth: '3月5日',
    overAYear: '05-03-24',
  },
  es: {
    fewSeconds: 'hace unos segundos',
    oneMinute: 'hace 1 minuto',
    minutes: 'hace 5 minutos',
    oneHour: 'hace 1 hora',
    hours: 'hace 3 horas',
    oneDay: 'hace 1 día',
    days: 'hace 27 días',
    dayMonth: '5 mar',
    overAYear: '05-03-24',
  },
  fr: {
    fewSeconds: 'il y a quelques secondes',
    oneMinute: 'il y a 1 minute',
    minutes: 'il y a 5 minutes',
    oneHour: 'il y a 1 heure',
    hours: 'il y a 3 heures',
    oneDay: 'il y a 1 jour',
    days: 'il y a 27 jours',
    dayMonth: '5 mars',
    overAYear: '05-03-24',
  },
  it: {
    fewSeconds: 'pochi secondi fa',
    oneMinute: '1 minuto fa',
    minutes: '5 minuti fa',
    oneHour: '1 ora fa',
    hours: '3 ore fa',
    oneDay: '1 giorno fa',
    days: '27 giorni fa',
    dayMonth: '5 mar',
    overAYear: '05-03-24',
  },
};

function Times() {
  return (
    <ul>
      {Object.entries(SPANS).map(([span, at]) => (
        <li key={span} data-testid={span}>
          <RelativeTime value={new Date(at).toISOString()} now={NOW} />
        </li>
      ))}
      <li data-testid="invalid">
        <RelativeTime value="not a date" now={NOW} />
      </li>
    </ul>
  );
}

// The words live in the shell domain, which the dashboard loads (tests/setup.ts loads them all).
beforeAll(() => requireDomain('shell'));

describe('RelativeTime', () => {
  it.each(Object.keys(WORDS) as Locale[])('words every form in %s', async (locale) => {
    const { store } = renderWithApp(<Times />);
    if (locale !== 'en') act(() => void store.dispatch(localeChosen(locale)));
    const words = WORDS[locale];
    expect(await screen.findByText(words.fewSeconds)).toBeInTheDocument();
    for (const span of Object.keys(SPANS) as Span[])
      expect(screen.getByTestId(span), span).toHaveTextContent(new RegExp(`^${words[span]}$`));
    expect(screen.getByTestId('invalid')).toBeEmptyDOMElement();
  });

  it('keeps the exact moment readable: MM-DD-YYYY | HH:mm:ss as its title, ISO as its dateTime', () => {
    const at = SPANS.hours;
    renderWithApp(<RelativeTime value={at} now={NOW} />);
    const time = screen.getByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('title', formatDateTime(at));
    expect(time).toHaveAttribute('title', expect.stringMatching(/^11-27-2026 \| 09:00:00$/));
    expect(time).toHaveAttribute('datetime', new Date(at).toISOString());
  });

  it('follows the clock when no `now` is given', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      renderWithApp(<RelativeTime value={NOW - 30_000} />);
      expect(screen.getByText('a few seconds ago')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(2 * MINUTE));
      expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
