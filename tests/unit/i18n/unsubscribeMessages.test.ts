import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { LOCALES } from '../../../src/i18n/languages';
import {
  formatParts,
  formatText,
  loadLinkMessages,
} from '../../../src/features/unsubscribe/view/linkMessages';

/**
 * The unsubscribe page formats its messages without react-intl (it loads no React): every message
 * of its domain, in every language, must come out as react-intl's formatter makes it, from the
 * string (tests, the dev server) and from the parsed form a build ships (build/precompileMessages).
 */
const VALUES = { sender: 'Market Street Realty', recipient: '(701) •••-••94', time: '3:05 PM' };

describe('the unsubscribe page’s messages', () => {
  it.each(LOCALES)('format in %s as react-intl formats them', async (locale) => {
    const messages = await loadLinkMessages(locale);
    const intl = createIntl({ locale, messages });
    for (const [id, message] of Object.entries(messages)) {
      const expected = intl.formatMessage({ id }, VALUES);
      expect(formatText(message, VALUES), id).toBe(expected);
      const parsed = parse(message) as unknown as Parameters<typeof formatParts>[0];
      expect(formatText(parsed, VALUES), id).toBe(expected);
    }
  });

  it('refuses a message it cannot format rather than showing it wrong', () => {
    const plural = parse('{count, plural, one {# link} other {# links}}');
    expect(() => formatParts(plural as never, { count: '2' })).toThrow('{name} arguments only');
    expect(() => formatParts('Hello {name}', {})).toThrow('needs a value for {name}');
  });

  it('keeps elements given as values, for the sender in bold', () => {
    const strong = document.createElement('strong');
    strong.textContent = 'Acme';
    expect(formatParts('{sender} sends emails.', { sender: strong })).toEqual([
      strong,
      ' sends emails.',
    ]);
  });
});
