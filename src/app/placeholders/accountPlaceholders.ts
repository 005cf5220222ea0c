import type { FeatureRoutes } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { UnbuiltPage } from './unbuiltPages';

/** The PRO user's basic users (the admin-side issue). */
export const accountPlaceholderRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.proUser.path,
      page: UnbuiltPage,
      titleId: 'screen.proUser',
      roles: ROLES.designStudio,
      sidebar: [
        {
          roles: ROLES.designStudio,
          group: 'account',
          labelId: 'nav.proUser',
          icon: 'proUser',
          order: 154,
          // Hidden for role 3 without basic-user details (templates-campaigns-contacts §2).
          visible: (profile) => profile.basicuser_bycoachid !== null,
        },
      ],
    },
  ],
};
