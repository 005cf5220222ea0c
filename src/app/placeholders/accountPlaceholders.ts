import type { FeatureRoutes } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { UnbuiltPage } from './unbuiltPages';

/** Notifications, affiliates, integrations and the PRO user's basic users (later issues). */
export const accountPlaceholderRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.affiliate.path,
      page: UnbuiltPage,
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
      path: paths.dashboard.notifications.path,
      page: UnbuiltPage,
      titleId: 'screen.notifications',
      roles: ROLES.customers,
      sidebar: [
        {
          roles: ROLES.customers,
          group: 'account',
          labelId: 'nav.notificationSettings',
          icon: 'notifications',
          order: 153,
        },
      ],
    },
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
    {
      path: paths.dashboard.integration.path,
      page: UnbuiltPage,
      titleId: 'screen.integration',
      roles: ROLES.marketplace,
    },
    {
      path: paths.dashboard.affiliateResellers.path,
      page: UnbuiltPage,
      titleId: 'screen.affiliateResellers',
      roles: ROLES.designStudio,
    },
  ],
};
