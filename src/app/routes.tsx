import type { FeatureRoutes } from '../components/routeEntries';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { campaignRoutes } from '../features/campaigns/routes';
import { cardEditorRoutes } from '../features/cardEditor/routes';
import { catalogRoutes } from '../features/catalog/routes';
import { contactsRoutes } from '../features/contacts/routes';
import { dashboardHomeRoutes } from '../features/dashboard/routes';
import { ordersRoutes } from '../features/orders/routes';
import { reportsRoutes } from '../features/reports/routes';
import type { FrameKey, ShellModalKey } from '../features/shell';
import { templatesRoutes } from '../features/templates/routes';
import { unsubscribeRoutes } from '../features/unsubscribe/routes';
import { signupRoutes } from '../features/signup/routes';
import { recoveryRoutes } from '../features/recovery/routes';
import { externalSignInRoutes } from '../features/externalSignIn/routes';
import { accountRoutes } from '../features/account/routes';
import { affiliateRoutes } from '../features/affiliate/routes';
import { supportRoutes } from '../features/support/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { integrationsRoutes } from '../features/integrations/routes';
import { accountPlaceholderRoutes } from './placeholders/accountPlaceholders';
import { adminPlaceholderRoutes } from './placeholders/adminPlaceholders';
import { shellRoutes } from './shellRoutes';

/**
 * THE route table (ARCHITECTURE.md "One table per fact"): the router, the role guard and the three
 * sidebars are all derived from it. Each feature declares its entries in its own routes.ts, imported
 * directly (not through its index.ts) so that composing the table loads only lazy pages and data.
 * Order does not decide anything: the router ranks paths by specificity and each sidebar sorts by
 * its placements' `order`.
 */
const FEATURE_ROUTES: readonly FeatureRoutes<ShellModalKey, FrameKey>[] = [
  authRoutes,
  dashboardHomeRoutes,
  catalogRoutes,
  contactsRoutes,
  templatesRoutes,
  billingRoutes,
  campaignRoutes,
  ordersRoutes,
  reportsRoutes,
  cardEditorRoutes,
  unsubscribeRoutes,
  signupRoutes,
  recoveryRoutes,
  externalSignInRoutes,
  accountRoutes,
  affiliateRoutes,
  supportRoutes,
  notificationRoutes,
  integrationsRoutes,
  shellRoutes,
  // Screens of later issues, until the features that build them take their entries over.
  adminPlaceholderRoutes,
  accountPlaceholderRoutes,
];

export const publicRoutes = FEATURE_ROUTES.flatMap((feature) => feature.publicRoutes ?? []);

/** The spec's leftover demo content (mailbox, githubSearch, blank_page) is deliberately absent: those paths are not found. */
export const dashboardRoutes = FEATURE_ROUTES.flatMap((feature) => feature.dashboardRoutes ?? []);

export const sidebarActions = FEATURE_ROUTES.flatMap((feature) => feature.sidebarActions ?? []);
