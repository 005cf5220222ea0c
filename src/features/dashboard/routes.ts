import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

// With its own words and the welcome's (the home page offers "Getting started", welcome/).
const DashboardHomePage: LazyPage = lazy(
  withDomainMessages('welcome', () => import('./pages/DashboardHomePage')),
);

export const dashboardHomeRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.home.path,
      page: DashboardHomePage,
      titleId: 'screen.home',
      roles: ROLES.all,
      antd: false,
      sidebar: [{ roles: ROLES.all, labelId: 'nav.dashboard', icon: 'dashboard', order: 10 }],
    },
  ],
};
