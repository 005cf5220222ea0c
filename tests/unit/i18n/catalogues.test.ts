// @vitest-environment node
import { en } from '../../../src/i18n/locales/en';
import { es } from '../../../src/i18n/locales/es';
import { fr } from '../../../src/i18n/locales/fr';
import { it as italian } from '../../../src/i18n/locales/it';
import { zh } from '../../../src/i18n/locales/zh';
import { LOCALES, toLocale } from '../../../src/i18n/languages';
import { LAZY_DOMAINS } from '../../../src/i18n/lazyDomains';
import { type MessageFormatElement, TYPE, parse } from '@formatjs/icu-messageformat-parser';

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

/** Argument names of an ICU message, plural and select branches included (not their words). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal)
        names.add(element.value);
      if ('options' in element)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** The lazy message domains (src/i18n/lazyDomains.ts): the same rules, per domain. */
describe.each(Object.entries(LAZY_DOMAINS))('the %s message domain', (_domain, loaders) => {
  it('has every English key in every language, each translated and with its placeholders', async () => {
    const english: Record<string, string> = await loaders.en();
    const keys = Object.keys(english).sort();
    expect(keys.length).toBeGreaterThan(0);
    for (const locale of ['zh', 'es', 'fr', 'it'] as const) {
      const messages: Record<string, string> = await loaders[locale]();
      expect(Object.keys(messages).sort(), locale).toEqual(keys);
      expect(
        Object.entries(messages).filter(([, value]) => value.trim() === ''),
        locale,
      ).toEqual([]);
      const mismatched = keys.filter(
        (key) =>
          JSON.stringify(argumentsOf(messages[key] ?? '')) !==
          JSON.stringify(argumentsOf(english[key] ?? '')),
      );
      expect(mismatched, locale).toEqual([]);
      const copied = keys.filter((key) => messages[key] === english[key]);
      expect(copied.length / keys.length, locale).toBeLessThan(0.15);
    }
  });

  it('shares no key with the first-load catalogue or another domain', async () => {
    const english: Record<string, string> = await loaders.en();
    expect(Object.keys(english).filter((key) => key in en)).toEqual([]);
    for (const [other, otherLoaders] of Object.entries(LAZY_DOMAINS)) {
      if (otherLoaders === loaders) continue;
      const theirs: Record<string, string> = await otherLoaders.en();
      expect(
        Object.keys(english).filter((key) => key in theirs),
        other,
      ).toEqual([]);
    }
  });
});
