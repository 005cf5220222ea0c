import type { HttpHandler } from 'msw';
import { getConfig } from '../config/env';
import { apiDispatcher } from './kit/dispatcher';
import type { MockRoute } from './kit/handle';
import { authHandlers } from './auth/handlers';
import { cardHandlers } from './billing/cardHandlers';
import { fundingHandlers } from './billing/fundingHandlers';
import { planHandlers } from './billing/planHandlers';
import { pricingHandlers } from './billing/pricingHandlers';
import { customerHandlers } from './billing/customerHandlers';
import { subscriptionHandlers } from './billing/subscriptionHandlers';
import { campaignChangeHandlers } from './campaigns/changeHandlers';
import { campaignListHandlers } from './campaigns/listHandlers';
import { campaignShareHandlers } from './campaigns/shareHandlers';
import { orderingAddContactHandlers } from './campaigns/ordering/addContactHandlers';
import { orderingLaunchHandlers } from './campaigns/ordering/launchHandlers';
import { orderingListHandlers } from './campaigns/ordering/orderListHandlers';
import { zapHistoryHandlers } from './campaigns/ordering/zapHandlers';
import { catalogHandlers } from './catalog/handlers';
import { contactExportHandlers } from './contacts/exportHandlers';
import { contactListHandlers } from './contacts/listHandlers';
import { contactHandlers } from './contacts/contactHandlers';
import { listBuilderHandlers } from './contacts/listBuilderHandlers';
import { contactUploadHandlers } from './contacts/uploadHandlers';
import { failedAddressHandlers } from './contacts/failedAddressHandlers';
import { orderHandlers } from './orders/handlers';
import { bulkSendHandlers } from './orders/bulkHandlers';
import { orderHistoryHandlers } from './orders/historyHandlers';
import { vendorReportFileHandlers, vendorReportHandlers } from './reports/handlers';
import { templateChangeHandlers } from './templates/changeHandlers';
import { templateListHandlers } from './templates/listHandlers';
import { cardStudioHandlers } from './templates/studioHandlers';
import { unsubscribeHandlers } from './unsubscribe/handlers';
import { signupHandlers } from './signup/handlers';
import { recoveryHandlers } from './recovery/handlers';
import { externalSignInHandlers } from './externalSignIn/handlers';
import { accountHandlers } from './account/handlers';
import { accountSwitchHandlers } from './accountSwitch/handlers';
import { notificationFileHandlers, notificationHandlers } from './notifications/handlers';
import { affiliateHandlers } from './affiliate/handlers';
import { integrationHandlers } from './integrations/handlers';

const served = [
  ...authHandlers,
  ...catalogHandlers,
  ...templateListHandlers,
  ...templateChangeHandlers,
  ...cardStudioHandlers,
  ...campaignListHandlers,
  ...campaignChangeHandlers,
  ...campaignShareHandlers,
  ...orderingLaunchHandlers,
  ...orderingAddContactHandlers,
  ...orderingListHandlers,
  ...zapHistoryHandlers,
  ...orderHandlers,
  ...orderHistoryHandlers,
  ...bulkSendHandlers,
  ...vendorReportHandlers,
  ...contactListHandlers,
  ...contactHandlers,
  ...contactUploadHandlers,
  ...failedAddressHandlers,
  ...contactExportHandlers,
  ...vendorReportFileHandlers,
  ...listBuilderHandlers,
  ...cardHandlers,
  ...fundingHandlers,
  ...pricingHandlers,
  ...planHandlers,
  ...subscriptionHandlers,
  ...customerHandlers,
  ...unsubscribeHandlers,
  ...signupHandlers,
  ...recoveryHandlers,
  ...externalSignInHandlers,
  ...accountHandlers,
  ...accountSwitchHandlers,
  ...notificationHandlers,
  ...notificationFileHandlers,
  ...affiliateHandlers,
  ...integrationHandlers,
];

const isRoute = (entry: (typeof served)[number]): entry is MockRoute => 'respond' in entry;

/** Every endpoint's answer, one route each (the contract and fault suites walk these). */
export const routes: readonly MockRoute[] = served.filter(isRoute);

/**
 * Every mock handler: the browser demo, the unit tests and e2e all serve these. The endpoint
 * routes share one dispatcher; plain files (the contact export, the geo data) keep msw handlers.
 */
export const handlers: HttpHandler[] = [
  apiDispatcher(routes, Object.values(getConfig().apiBases)),
  ...served.filter((entry): entry is HttpHandler => !isRoute(entry)),
];
