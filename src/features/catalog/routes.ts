import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

// Each page loads with the catalog messages (a lazy message domain).
const IndustryPage: LazyPage = lazy(
  withDomainMessages('catalog', () => import('./pages/IndustryPage')),
);
const CategoryPage: LazyPage = lazy(
  withDomainMessages('catalog', () => import('./pages/CategoryPage')),
);

export const catalogRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.industry.path,
      page: IndustryPage,
      titleId: 'screen.industry',
      roles: ROLES.superAdmin,
      sidebar: [{ roles: ROLES.superAdmin, labelId: 'nav.industry', icon: 'industry', order: 20 }],
    },
    {
      path: paths.dashboard.category.path,
      page: CategoryPage,
      titleId: 'screen.category',
      roles: ROLES.superAdminAndStudio,
      sidebar: [
        { roles: ROLES.superAdminAndStudio, labelId: 'nav.category', icon: 'category', order: 30 },
      ],
    },
  ],
};
