import { en } from './locales/en';
import { billingEn } from './locales/domains/billing/en';
import { subscriptionsEn } from './locales/domains/subscriptions/en';
import { campaignsEn } from './locales/domains/campaigns/en';
import { ordersEn } from './locales/domains/orders/en';
import { cardEditorEn } from './locales/domains/cardEditor/en';
import { reportsEn } from './locales/domains/reports/en';
import { unsubscribeEn } from './locales/domains/unsubscribe/en';
import { signupEn } from './locales/domains/signup/en';
import { recoveryEn } from './locales/domains/recovery/en';
import { externalSignInEn } from './locales/domains/externalSignIn/en';
import { welcomeEn } from './locales/domains/welcome/en';
import { shellEn } from './locales/domains/shell/en';
import { accountEn } from './locales/domains/account/en';
import { affiliateEn } from './locales/domains/affiliate/en';
import { accountSwitchEn } from './locales/domains/accountSwitch/en';
import { notificationsEn } from './locales/domains/notifications/en';
import { supportEn } from './locales/domains/support/en';
import { integrationsEn } from './locales/domains/integrations/en';
import { catalogEn } from './locales/domains/catalog/en';
import { contactsEn } from './locales/domains/contacts/en';
import { listBuilderEn } from './locales/domains/listBuilder/en';
import { mailEditorEn } from './locales/domains/mailEditor/en';
import { smsEditorEn } from './locales/domains/smsEditor/en';
import { templatesEn } from './locales/domains/templates/en';
import type { MessageId } from './messageIds';

/**
 * Every English message, first-load and lazy domains together. For tests and tools only: the app
 * itself must not import this, or the lazy domains would join the first load.
 */
export const allEnglish: Record<MessageId, string> = {
  ...en,
  ...contactsEn,
  ...listBuilderEn,
  ...templatesEn,
  ...catalogEn,
  ...smsEditorEn,
  ...billingEn,
  ...subscriptionsEn,
  ...mailEditorEn,
  ...campaignsEn,
  ...ordersEn,
  ...cardEditorEn,
  ...reportsEn,
  ...unsubscribeEn,
  ...signupEn,
  ...recoveryEn,
  ...externalSignInEn,
  ...welcomeEn,
  ...shellEn,
  ...accountEn,
  ...affiliateEn,
  ...accountSwitchEn,
  ...notificationsEn,
  ...supportEn,
  ...integrationsEn,
};
