import { en } from '../../../src/i18n/locales/en';
import { es } from '../../../src/i18n/locales/es';
import { fr } from '../../../src/i18n/locales/fr';
import { it as italian } from '../../../src/i18n/locales/it';
import { zh } from '../../../src/i18n/locales/zh';
import { LOCALES, toLocale } from '../../../src/i18n/languages';

const catalogues: Record<string, Record<string, string>> = { zh, es, fr, it: italian };
const englishKeys = Object.keys(en).sort();

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)/g)].map((match) => match[1] ?? '').sort();
}

describe.each(Object.entries(catalogues))('the %s catalogue', (_locale, messages) => {
  it('has every key English has, and no other', () => {
    const keys = Object.keys(messages).sort();
    expect(englishKeys.filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !englishKeys.includes(key))).toEqual([]);
  });

  it('has no empty message', () => {
    expect(Object.entries(messages).filter(([, value]) => value.trim() === '')).toEqual([]);
  });

  it('keeps every placeholder of the English message', () => {
    const mismatched = englishKeys.filter(
      (key) =>
        JSON.stringify(placeholders(messages[key] ?? '')) !==
        JSON.stringify(placeholders(en[key as keyof typeof en])),
    );
    expect(mismatched).toEqual([]);
  });

  it('is translated rather than copied from English', () => {
    const copied = englishKeys.filter((key) => messages[key] === en[key as keyof typeof en]);
    // Brand and technical words (Mailcraft, Zapier, API Key, PRO...) may stay as they are.
    expect(copied.length / englishKeys.length).toBeLessThan(0.15);
  });
});

describe('locale choice', () => {
  it('offers the five languages', () => {
    expect(LOCALES).toEqual(['en', 'zh', 'es', 'fr', 'it']);
  });

  it.each(['de', '', null, 'EN', 'en-US', 42])('falls back to English for %j', (value) => {
    expect(toLocale(value)).toBe('en');
  });
});
