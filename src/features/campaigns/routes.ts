import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const CampaignLibraryPage: LazyPage = lazy(
  withDomainMessages('campaigns', () => import('./pages/CampaignLibraryPage')),
);
// The builder offers the template editors' draft banner, whose words live in smsEditor.
const CampaignBuilderPage: LazyPage = lazy(
  withDomainMessages(['campaigns', 'smsEditor'], () => import('./pages/CampaignBuilderPage')),
);

export const campaignRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.campaigns.path,
      page: CampaignLibraryPage,
      titleId: 'screen.campaigns',
      roles: ROLES.superAdminAndStudio,
      sidebar: [
        {
          roles: ROLES.superAdminAndStudio,
          labelId: 'nav.campaigns',
          icon: 'campaigns',
          order: 130,
        },
      ],
    },
    {
      path: paths.dashboard.createCampaign.path,
      page: CampaignBuilderPage,
      titleId: 'screen.createCampaign',
      roles: ROLES.superAdminAndStudio,
    },
  ],
};
