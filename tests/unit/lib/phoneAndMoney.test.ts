// @vitest-environment node
import { isChromeBrowser } from '../../../src/lib/browser';
import { formatMoney, roundToCents } from '../../../src/lib/money';
import { formatUsPhone, normalizeUsPhone } from '../../../src/lib/phone';

describe('US phone numbers', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['+15551234567', '(555) 123-4567'],
    ['+1 (555) 123-4567', '(555) 123-4567'],
    ['15551234567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
  });

  it.each([
    '',
    '555123456',
    '555123456789',
    '+25551234567',
    '+4415551234',
    '555-CALL-NOW',
    '<script>',
  ])('refuses %j', (input) => {
    expect(normalizeUsPhone(input)).toBeNull();
  });
});

describe('money', () => {
  it('rounds balances to cents and shows two decimals', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(formatMoney(1250.5, 'en')).toBe('$1,250.50');
    expect(formatMoney(12, 'en')).toBe('$12.00');
  });
});

describe('Chrome detection', () => {
  const chromeUa =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  it.each([
    ['Chrome by brands', chromeUa, [{ brand: 'Google Chrome' }, { brand: 'Chromium' }], true],
    ['Chromium by brands', chromeUa, [{ brand: 'Chromium' }], true],
    ['Edge by brands', chromeUa, [{ brand: 'Microsoft Edge' }, { brand: 'Chromium' }], false],
    ['Chrome by user agent', chromeUa, undefined, true],
    ['Edge by user agent', `${chromeUa} Edg/156.0.0.0`, undefined, false],
    ['Opera by user agent', `${chromeUa} OPR/110.0.0.0`, undefined, false],
    [
      'Firefox',
      'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      undefined,
      false,
    ],
    [
      'Safari',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      undefined,
      false,
    ],
  ])('%s', (_label, ua, brands, expected) => {
    expect(isChromeBrowser(ua, brands)).toBe(expected);
  });
});
