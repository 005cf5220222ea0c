import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const NotificationsPage: LazyPage = lazy(
  withDomainMessages('notifications', () => import('./pages/NotificationsPage')),
);

/** /dashboard/notifications (issue 29): every notification, and the settings of what is received. */
export const notificationRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.notifications.path,
      page: NotificationsPage,
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
  ],
};
