import type { Locale } from './languages';
import type { contactsEn } from './locales/domains/contacts/en';
import type { listBuilderEn } from './locales/domains/listBuilder/en';

/**
 * Message domains that load with their screens rather than with the first page: the sign-in page's
 * budget has no room for every screen's English. Each domain has one catalogue per locale.
 */
type Catalogue = Record<string, string>;
type Loaders = Record<Locale, () => Promise<Catalogue>>;

export const LAZY_DOMAINS = {
  contacts: {
    en: () => import('./locales/domains/contacts/en').then((module) => module.contactsEn),
    zh: () => import('./locales/domains/contacts/zh').then((module) => module.contactsZh),
    es: () => import('./locales/domains/contacts/es').then((module) => module.contactsEs),
    fr: () => import('./locales/domains/contacts/fr').then((module) => module.contactsFr),
    it: () => import('./locales/domains/contacts/it').then((module) => module.contactsIt),
  },
  listBuilder: {
    en: () => import('./locales/domains/listBuilder/en').then((module) => module.listBuilderEn),
    zh: () => import('./locales/domains/listBuilder/zh').then((module) => module.listBuilderZh),
    es: () => import('./locales/domains/listBuilder/es').then((module) => module.listBuilderEs),
    fr: () => import('./locales/domains/listBuilder/fr').then((module) => module.listBuilderFr),
    it: () => import('./locales/domains/listBuilder/it').then((module) => module.listBuilderIt),
  },
} satisfies Record<string, Loaders>;

export type LazyDomain = keyof typeof LAZY_DOMAINS;

/** The message ids of every lazy domain (types only: nothing here is bundled with the first load). */
export type LazyMessageId = keyof typeof contactsEn | keyof typeof listBuilderEn;
