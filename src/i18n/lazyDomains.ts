import { LOCALES, type Locale } from './languages';
import type { contactsEn } from './locales/domains/contacts/en';
import type { listBuilderEn } from './locales/domains/listBuilder/en';
import type { templatesEn } from './locales/domains/templates/en';
import type { catalogEn } from './locales/domains/catalog/en';
import type { smsEditorEn } from './locales/domains/smsEditor/en';
import type { mailEditorEn } from './locales/domains/mailEditor/en';
import type { billingEn } from './locales/domains/billing/en';
import type { subscriptionsEn } from './locales/domains/subscriptions/en';
import type { campaignsEn } from './locales/domains/campaigns/en';
import type { ordersEn } from './locales/domains/orders/en';
import type { cardEditorEn } from './locales/domains/cardEditor/en';
import type { reportsEn } from './locales/domains/reports/en';
import type { unsubscribeEn } from './locales/domains/unsubscribe/en';
import type { signupEn } from './locales/domains/signup/en';
import type { recoveryEn } from './locales/domains/recovery/en';
import type { externalSignInEn } from './locales/domains/externalSignIn/en';
import type { welcomeEn } from './locales/domains/welcome/en';

/**
 * Message domains that load with their screens rather than with the first page: the sign-in page's
 * budget has no room for every screen's English. Each domain has one catalogue per locale, at
 * locales/domains/<domain>/<locale>.ts, whose only export is the catalogue.
 */
type Catalogue = Record<string, string>;
type Loaders = Record<Locale, () => Promise<Catalogue>>;

const DOMAIN_NAMES = [
  'contacts',
  'listBuilder',
  'templates',
  'catalog',
  // Also holds the `editor.*` words every template editor shares, so the mail editor loads it too.
  'smsEditor',
  'mailEditor',
  'billing',
  'subscriptions',
  'campaigns',
  'orders',
  'cardEditor',
  'reports',
  'unsubscribe',
  'signup',
  'recovery',
  'externalSignIn',
  'welcome',
] as const;

// One glob rather than a loader written per domain and locale: the table ships in the first load,
// and a glob's entries are the smallest form of it.
const catalogueFiles = import.meta.glob<Record<string, Catalogue>>('./locales/domains/*/*.ts');

function loadersOf(domain: string): Loaders {
  const loaders = {} as Loaders;
  for (const locale of LOCALES) {
    const load = catalogueFiles[`./locales/domains/${domain}/${locale}.ts`];
    loaders[locale] = () =>
      load
        ? load().then((module) => Object.values(module)[0] ?? {})
        : Promise.reject(new Error(`No ${locale} catalogue for the ${domain} messages`));
  }
  return loaders;
}

export const LAZY_DOMAINS = Object.fromEntries(
  DOMAIN_NAMES.map((domain) => [domain, loadersOf(domain)]),
) as Record<(typeof DOMAIN_NAMES)[number], Loaders>;

export type LazyDomain = keyof typeof LAZY_DOMAINS;

/** The message ids of every lazy domain (types only: nothing here is bundled with the first load). */
export type LazyMessageId =
  | keyof typeof contactsEn
  | keyof typeof listBuilderEn
  | keyof typeof templatesEn
  | keyof typeof catalogEn
  | keyof typeof smsEditorEn
  | keyof typeof mailEditorEn
  | keyof typeof billingEn
  | keyof typeof subscriptionsEn
  | keyof typeof campaignsEn
  | keyof typeof ordersEn
  | keyof typeof cardEditorEn
  | keyof typeof reportsEn
  | keyof typeof unsubscribeEn
  | keyof typeof signupEn
  | keyof typeof recoveryEn
  | keyof typeof externalSignInEn
  | keyof typeof welcomeEn;
