import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const IntegrationsPage: LazyPage = lazy(
  withDomainMessages('integrations', () => import('./pages/IntegrationsPage')),
);

/** The Marketplace user's integrations (issue 29): the webhook, Zapier and notification settings. */
export const integrationsRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.integration.path,
      page: IntegrationsPage,
      titleId: 'screen.integration',
      roles: ROLES.marketplace,
      sidebar: [
        {
          roles: ROLES.marketplace,
          group: 'integrations',
          labelId: 'nav.webhooks',
          icon: 'settings',
          order: 179,
        },
      ],
    },
  ],
};
