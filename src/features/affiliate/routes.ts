import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const AffiliatePage: LazyPage = lazy(
  withDomainMessages('affiliate', () => import('./pages/AffiliatePage')),
);
const ResellersPage: LazyPage = lazy(
  withDomainMessages('affiliate', () => import('./pages/ResellersPage')),
);

/**
 * The affiliate program of Design Studio / PRO users (issue 29): the referral link, code and
 * earnings, and the accounts they brought in (reached from the program's page, not the sidebar).
 */
export const affiliateRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.affiliate.path,
      page: AffiliatePage,
      titleId: 'screen.affiliate',
      roles: ROLES.designStudio,
      sidebar: [
        {
          roles: ROLES.designStudio,
          group: 'account',
          labelId: 'nav.affiliate',
          icon: 'affiliate',
          order: 152,
        },
      ],
    },
    {
      path: paths.dashboard.affiliateResellers.path,
      page: ResellersPage,
      titleId: 'screen.affiliateResellers',
      roles: ROLES.designStudio,
    },
  ],
};
