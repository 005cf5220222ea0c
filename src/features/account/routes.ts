import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const ProfilePage: LazyPage = lazy(
  withDomainMessages('account', () => import('./pages/ProfilePage')),
);
const ApiKeyPage: LazyPage = lazy(
  withDomainMessages('account', () => import('./pages/ApiKeyPage')),
);

/** The account area (issue 29): the profile of every role, and the Marketplace user's API key. */
export const accountRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.account.path,
      page: ProfilePage,
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
      path: paths.dashboard.apiKey.path,
      page: ApiKeyPage,
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
  ],
};
