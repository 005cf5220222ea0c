import type { FeatureRoutes } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { UnbuiltPage } from './unbuiltPages';

/** Campaigns, orders and the card editor (later issues). */
export const campaignPlaceholderRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.zapCampaigns.path,
      page: UnbuiltPage,
      titleId: 'screen.zapCampaigns',
      roles: ROLES.marketplace,
      sidebar: [
        {
          roles: ROLES.marketplace,
          group: 'cardTemplates',
          labelId: 'nav.zapCampaigns',
          icon: 'zap',
          order: 121,
        },
      ],
    },

    {
      path: paths.dashboard.cardEditor.path,
      page: UnbuiltPage,
      titleId: 'screen.cardEditor',
      roles: ROLES.superAdminAndStudio,
    },

    {
      path: paths.dashboard.orderHistory.path,
      page: UnbuiltPage,
      titleId: 'screen.orderHistory',
      roles: ROLES.marketplace,
    },
    {
      path: paths.dashboard.bulkMailCenter.path,
      page: UnbuiltPage,
      titleId: 'screen.bulkMailCenter',
      roles: ROLES.marketplace,
    },
  ],
};
