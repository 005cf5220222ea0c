import type { FeatureRoutes } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { UnbuiltPage } from './unbuiltPages';

/** Profile, billing, notifications, affiliates, integrations and support (later issues). */
export const accountPlaceholderRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.account.path,
      page: UnbuiltPage,
      titleId: 'screen.account',
      roles: ROLES.all,
      sidebar: [
        { roles: ROLES.superAdmin, labelId: 'nav.accountSettings', icon: 'settings', order: 150 },
        {
          roles: ROLES.marketplace,
          group: 'account',
          labelId: 'nav.profileDetails',
          icon: 'profile',
          order: 150,
        },
        {
          roles: ROLES.designStudio,
          group: 'account',
          labelId: 'nav.profile',
          icon: 'profile',
          order: 150,
        },
      ],
    },
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
      path: paths.dashboard.apiKey.path,
      page: UnbuiltPage,
      titleId: 'screen.apiKey',
      roles: ROLES.marketplace,
      sidebar: [
        {
          roles: ROLES.marketplace,
          group: 'integrations',
          labelId: 'nav.apiKey',
          icon: 'apiKey',
          order: 181,
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
    {
      path: paths.dashboard.faqSupport.path,
      page: UnbuiltPage,
      titleId: 'screen.faqSupport',
      roles: ROLES.all,
    },
  ],
};
