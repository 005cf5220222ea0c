import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const MembershipPage: LazyPage = lazy(
  withDomainMessages('billing', () => import('./pages/MembershipPage')),
);

export const billingRoutes: FeatureRoutes = {
  dashboardRoutes: [
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
