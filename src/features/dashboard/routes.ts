import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';

const DashboardHomePage: LazyPage = lazy(() => import('./pages/DashboardHomePage'));

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
