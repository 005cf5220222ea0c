import type { Locale } from './languages';
import { en } from './locales/en';
import type { Messages } from './messageIds';

/** English ships with the first load; other catalogues are fetched when chosen. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  zh: () => import('./locales/zh').then((module) => module.zh),
  es: () => import('./locales/es').then((module) => module.es),
  fr: () => import('./locales/fr').then((module) => module.fr),
  it: () => import('./locales/it').then((module) => module.it),
};

export const englishMessages: Messages = en;

export function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'en' ? Promise.resolve(en) : loaders[locale]();
}
