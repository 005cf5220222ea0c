import type { MessageId } from './messageIds';

/** The language options of the settings panel: languageId, locale, text and icon (accounts-money §2). */
export const LOCALES = ['en', 'zh', 'es', 'fr', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LanguageOption {
  languageId: 'english' | 'chinese' | 'spanish' | 'french' | 'italian';
  locale: Locale;
  text: MessageId;
  /** A short badge standing for the language; flags are avoided because languages are not countries. */
  icon: string;
}

export const LANGUAGES: readonly LanguageOption[] = [
  { languageId: 'english', locale: 'en', text: 'language.en', icon: 'EN' },
  { languageId: 'chinese', locale: 'zh', text: 'language.zh', icon: '中' },
  { languageId: 'spanish', locale: 'es', text: 'language.es', icon: 'ES' },
  { languageId: 'french', locale: 'fr', text: 'language.fr', icon: 'FR' },
  { languageId: 'italian', locale: 'it', text: 'language.it', icon: 'IT' },
];

/** An unknown language falls back to English. */
export function toLocale(value: unknown): Locale {
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;
}

/**
 * Each language in its own words, for a language picker that anyone can read whatever the page
 * shows now (the unsubscribe page's, whose visitors are mostly not users).
 */
export const LANGUAGE_ENDONYMS: Record<Locale, string> = {
  en: 'English',
  zh: '中文',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
};
