import type { Locale } from './languages';
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
import type { shellEn } from './locales/domains/shell/en';
import type { accountEn } from './locales/domains/account/en';
import type { affiliateEn } from './locales/domains/affiliate/en';
import type { accountSwitchEn } from './locales/domains/accountSwitch/en';
import type { notificationsEn } from './locales/domains/notifications/en';
import type { supportEn } from './locales/domains/support/en';
import type { integrationsEn } from './locales/domains/integrations/en';

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
  templates: {
    en: () => import('./locales/domains/templates/en').then((module) => module.templatesEn),
    zh: () => import('./locales/domains/templates/zh').then((module) => module.templatesZh),
    es: () => import('./locales/domains/templates/es').then((module) => module.templatesEs),
    fr: () => import('./locales/domains/templates/fr').then((module) => module.templatesFr),
    it: () => import('./locales/domains/templates/it').then((module) => module.templatesIt),
  },
  catalog: {
    en: () => import('./locales/domains/catalog/en').then((module) => module.catalogEn),
    zh: () => import('./locales/domains/catalog/zh').then((module) => module.catalogZh),
    es: () => import('./locales/domains/catalog/es').then((module) => module.catalogEs),
    fr: () => import('./locales/domains/catalog/fr').then((module) => module.catalogFr),
    it: () => import('./locales/domains/catalog/it').then((module) => module.catalogIt),
  },
  // Also holds the `editor.*` words every template editor shares, so the mail editor loads it too.
  smsEditor: {
    en: () => import('./locales/domains/smsEditor/en').then((module) => module.smsEditorEn),
    zh: () => import('./locales/domains/smsEditor/zh').then((module) => module.smsEditorZh),
    es: () => import('./locales/domains/smsEditor/es').then((module) => module.smsEditorEs),
    fr: () => import('./locales/domains/smsEditor/fr').then((module) => module.smsEditorFr),
    it: () => import('./locales/domains/smsEditor/it').then((module) => module.smsEditorIt),
  },
  mailEditor: {
    en: () => import('./locales/domains/mailEditor/en').then((module) => module.mailEditorEn),
    zh: () => import('./locales/domains/mailEditor/zh').then((module) => module.mailEditorZh),
    es: () => import('./locales/domains/mailEditor/es').then((module) => module.mailEditorEs),
    fr: () => import('./locales/domains/mailEditor/fr').then((module) => module.mailEditorFr),
    it: () => import('./locales/domains/mailEditor/it').then((module) => module.mailEditorIt),
  },
  billing: {
    en: () => import('./locales/domains/billing/en').then((module) => module.billingEn),
    zh: () => import('./locales/domains/billing/zh').then((module) => module.billingZh),
    es: () => import('./locales/domains/billing/es').then((module) => module.billingEs),
    fr: () => import('./locales/domains/billing/fr').then((module) => module.billingFr),
    it: () => import('./locales/domains/billing/it').then((module) => module.billingIt),
  },
  subscriptions: {
    en: () => import('./locales/domains/subscriptions/en').then((module) => module.subscriptionsEn),
    zh: () => import('./locales/domains/subscriptions/zh').then((module) => module.subscriptionsZh),
    es: () => import('./locales/domains/subscriptions/es').then((module) => module.subscriptionsEs),
    fr: () => import('./locales/domains/subscriptions/fr').then((module) => module.subscriptionsFr),
    it: () => import('./locales/domains/subscriptions/it').then((module) => module.subscriptionsIt),
  },
  campaigns: {
    en: () => import('./locales/domains/campaigns/en').then((module) => module.campaignsEn),
    zh: () => import('./locales/domains/campaigns/zh').then((module) => module.campaignsZh),
    es: () => import('./locales/domains/campaigns/es').then((module) => module.campaignsEs),
    fr: () => import('./locales/domains/campaigns/fr').then((module) => module.campaignsFr),
    it: () => import('./locales/domains/campaigns/it').then((module) => module.campaignsIt),
  },
  orders: {
    en: () => import('./locales/domains/orders/en').then((module) => module.ordersEn),
    zh: () => import('./locales/domains/orders/zh').then((module) => module.ordersZh),
    es: () => import('./locales/domains/orders/es').then((module) => module.ordersEs),
    fr: () => import('./locales/domains/orders/fr').then((module) => module.ordersFr),
    it: () => import('./locales/domains/orders/it').then((module) => module.ordersIt),
  },
  cardEditor: {
    en: () => import('./locales/domains/cardEditor/en').then((module) => module.cardEditorEn),
    zh: () => import('./locales/domains/cardEditor/zh').then((module) => module.cardEditorZh),
    es: () => import('./locales/domains/cardEditor/es').then((module) => module.cardEditorEs),
    fr: () => import('./locales/domains/cardEditor/fr').then((module) => module.cardEditorFr),
    it: () => import('./locales/domains/cardEditor/it').then((module) => module.cardEditorIt),
  },
  reports: {
    en: () => import('./locales/domains/reports/en').then((module) => module.reportsEn),
    zh: () => import('./locales/domains/reports/zh').then((module) => module.reportsZh),
    es: () => import('./locales/domains/reports/es').then((module) => module.reportsEs),
    fr: () => import('./locales/domains/reports/fr').then((module) => module.reportsFr),
    it: () => import('./locales/domains/reports/it').then((module) => module.reportsIt),
  },
  unsubscribe: {
    en: () => import('./locales/domains/unsubscribe/en').then((module) => module.unsubscribeEn),
    zh: () => import('./locales/domains/unsubscribe/zh').then((module) => module.unsubscribeZh),
    es: () => import('./locales/domains/unsubscribe/es').then((module) => module.unsubscribeEs),
    fr: () => import('./locales/domains/unsubscribe/fr').then((module) => module.unsubscribeFr),
    it: () => import('./locales/domains/unsubscribe/it').then((module) => module.unsubscribeIt),
  },
  signup: {
    en: () => import('./locales/domains/signup/en').then((module) => module.signupEn),
    zh: () => import('./locales/domains/signup/zh').then((module) => module.signupZh),
    es: () => import('./locales/domains/signup/es').then((module) => module.signupEs),
    fr: () => import('./locales/domains/signup/fr').then((module) => module.signupFr),
    it: () => import('./locales/domains/signup/it').then((module) => module.signupIt),
  },
  recovery: {
    en: () => import('./locales/domains/recovery/en').then((module) => module.recoveryEn),
    zh: () => import('./locales/domains/recovery/zh').then((module) => module.recoveryZh),
    es: () => import('./locales/domains/recovery/es').then((module) => module.recoveryEs),
    fr: () => import('./locales/domains/recovery/fr').then((module) => module.recoveryFr),
    it: () => import('./locales/domains/recovery/it').then((module) => module.recoveryIt),
  },
  externalSignIn: {
    en: () =>
      import('./locales/domains/externalSignIn/en').then((module) => module.externalSignInEn),
    zh: () =>
      import('./locales/domains/externalSignIn/zh').then((module) => module.externalSignInZh),
    es: () =>
      import('./locales/domains/externalSignIn/es').then((module) => module.externalSignInEs),
    fr: () =>
      import('./locales/domains/externalSignIn/fr').then((module) => module.externalSignInFr),
    it: () =>
      import('./locales/domains/externalSignIn/it').then((module) => module.externalSignInIt),
  },
  welcome: {
    en: () => import('./locales/domains/welcome/en').then((module) => module.welcomeEn),
    zh: () => import('./locales/domains/welcome/zh').then((module) => module.welcomeZh),
    es: () => import('./locales/domains/welcome/es').then((module) => module.welcomeEs),
    fr: () => import('./locales/domains/welcome/fr').then((module) => module.welcomeFr),
    it: () => import('./locales/domains/welcome/it').then((module) => module.welcomeIt),
  },
  // The dashboard shell's own words: the sidebar and the top bar.
  shell: {
    en: () => import('./locales/domains/shell/en').then((module) => module.shellEn),
    zh: () => import('./locales/domains/shell/zh').then((module) => module.shellZh),
    es: () => import('./locales/domains/shell/es').then((module) => module.shellEs),
    fr: () => import('./locales/domains/shell/fr').then((module) => module.shellFr),
    it: () => import('./locales/domains/shell/it').then((module) => module.shellIt),
  },
  account: {
    en: () => import('./locales/domains/account/en').then((module) => module.accountEn),
    zh: () => import('./locales/domains/account/zh').then((module) => module.accountZh),
    es: () => import('./locales/domains/account/es').then((module) => module.accountEs),
    fr: () => import('./locales/domains/account/fr').then((module) => module.accountFr),
    it: () => import('./locales/domains/account/it').then((module) => module.accountIt),
  },
  affiliate: {
    en: () => import('./locales/domains/affiliate/en').then((module) => module.affiliateEn),
    zh: () => import('./locales/domains/affiliate/zh').then((module) => module.affiliateZh),
    es: () => import('./locales/domains/affiliate/es').then((module) => module.affiliateEs),
    fr: () => import('./locales/domains/affiliate/fr').then((module) => module.affiliateFr),
    it: () => import('./locales/domains/affiliate/it').then((module) => module.affiliateIt),
  },
  notifications: {
    en: () => import('./locales/domains/notifications/en').then((module) => module.notificationsEn),
    zh: () => import('./locales/domains/notifications/zh').then((module) => module.notificationsZh),
    es: () => import('./locales/domains/notifications/es').then((module) => module.notificationsEs),
    fr: () => import('./locales/domains/notifications/fr').then((module) => module.notificationsFr),
    it: () => import('./locales/domains/notifications/it').then((module) => module.notificationsIt),
  },
  accountSwitch: {
    en: () => import('./locales/domains/accountSwitch/en').then((module) => module.accountSwitchEn),
    zh: () => import('./locales/domains/accountSwitch/zh').then((module) => module.accountSwitchZh),
    es: () => import('./locales/domains/accountSwitch/es').then((module) => module.accountSwitchEs),
    fr: () => import('./locales/domains/accountSwitch/fr').then((module) => module.accountSwitchFr),
    it: () => import('./locales/domains/accountSwitch/it').then((module) => module.accountSwitchIt),
  },
  support: {
    en: () => import('./locales/domains/support/en').then((module) => module.supportEn),
    zh: () => import('./locales/domains/support/zh').then((module) => module.supportZh),
    es: () => import('./locales/domains/support/es').then((module) => module.supportEs),
    fr: () => import('./locales/domains/support/fr').then((module) => module.supportFr),
    it: () => import('./locales/domains/support/it').then((module) => module.supportIt),
  },
  integrations: {
    en: () => import('./locales/domains/integrations/en').then((module) => module.integrationsEn),
    zh: () => import('./locales/domains/integrations/zh').then((module) => module.integrationsZh),
    es: () => import('./locales/domains/integrations/es').then((module) => module.integrationsEs),
    fr: () => import('./locales/domains/integrations/fr').then((module) => module.integrationsFr),
    it: () => import('./locales/domains/integrations/it').then((module) => module.integrationsIt),
  },
} satisfies Record<string, Loaders>;

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
  | keyof typeof welcomeEn
  | keyof typeof shellEn
  | keyof typeof accountEn
  | keyof typeof affiliateEn
  | keyof typeof accountSwitchEn
  | keyof typeof notificationsEn
  | keyof typeof supportEn
  | keyof typeof integrationsEn;
