import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const MembershipPage: LazyPage = lazy(
  withDomainMessages('billing', () => import('./pages/MembershipPage')),
);

// Subscriptions and account state (the subscriptions sub-area's screens).
const BillingPage: LazyPage = lazy(
  withDomainMessages(['subscriptions', 'billing'], () => import('./pages/BillingPage')),
);
const CancelledAccountPage: LazyPage = lazy(
  withDomainMessages(['subscriptions', 'billing'], () => import('./pages/CancelledAccountPage')),
);
const CardSettingsPage: LazyPage = lazy(
  withDomainMessages(['subscriptions', 'billing'], () => import('./pages/CardSettingsPage')),
);
const PaymentPage: LazyPage = lazy(
  withDomainMessages('subscriptions', () => import('./pages/PaymentPage')),
);
const PaymentSuccessPage: LazyPage = lazy(
  withDomainMessages('subscriptions', () => import('./pages/PaymentSuccessPage')),
);

const ProPlanPage: LazyPage = lazy(
  withDomainMessages('billing', () => import('./pages/ProPlanPage')),
);

export const billingRoutes: FeatureRoutes = {
  publicRoutes: [
    // Public (templates-campaigns-contacts §2): signed out it shows the plans and leads into
    // sign-up; signed in, the upgrade picker as before (pages/ProPlanPage.tsx).
    { path: paths.proPlan.path, page: ProPlanPage, titleId: 'screen.proPlan', access: 'any' },
    // A cancelled account reactivates, and manages its cards, signed in (README "Cancelled
    // accounts"); the provider's payment page and /Success are open to all.
    {
      path: paths.cancelledAccount.path,
      page: CancelledAccountPage,
      titleId: 'screen.cancelledAccount',
      access: 'signedIn',
      antd: true,
    },
    {
      path: paths.cardSettings.path,
      page: CardSettingsPage,
      titleId: 'screen.cardSettings',
      access: 'signedIn',
      antd: true,
    },
    { path: paths.payment.path, page: PaymentPage, titleId: 'screen.payment', access: 'any' },
    { path: paths.payments.path, page: PaymentPage, titleId: 'screen.payments', access: 'any' },
    {
      path: paths.paymentSuccess.path,
      page: PaymentSuccessPage,
      titleId: 'screen.success',
      access: 'any',
    },
  ],
  dashboardRoutes: [
    {
      // Subscriptions, invoices, billing address, cancelling: reached from Membership and Cards.
      path: paths.dashboard.billing.path,
      page: BillingPage,
      titleId: 'screen.billing',
      roles: ROLES.customers,
    },
    {
      // Card management, and where every "no card on file" leads (accounts-money §2, §5).
      path: paths.dashboard.membership.path,
      page: MembershipPage,
      titleId: 'screen.membership',
      roles: ROLES.customers,
      sidebar: [
        {
          roles: ROLES.customers,
          group: 'account',
          labelId: 'nav.billing',
          icon: 'billing',
          order: 151,
        },
      ],
    },
  ],
};
