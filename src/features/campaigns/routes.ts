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

// Ordering (role 2): the ordering state, with billing's cards for the card rule.
const OrderCampaignPage: LazyPage = lazy(
  // Billing's words load when a launch checks the cards (orderGate.ts), not with the page.
  withDomainMessages('campaigns', () => import('./pages/OrderCampaignPage')),
);
const UserCampaignsPage: LazyPage = lazy(
  withDomainMessages('campaigns', () => import('./pages/UserCampaignsPage')),
);
const ZapCampaignsPage: LazyPage = lazy(
  withDomainMessages('campaigns', () => import('./pages/ZapCampaignsPage')),
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
    {
      path: paths.dashboard.userCreateCampaign.path,
      page: OrderCampaignPage,
      titleId: 'screen.userCreateCampaign',
      roles: ROLES.marketplace,
      sidebar: [
        {
          roles: ROLES.marketplace,
          group: 'campaigns',
          labelId: 'nav.orderCampaign',
          icon: 'order',
          order: 140,
        },
      ],
    },
    {
      path: paths.dashboard.userCampaigns.path,
      page: UserCampaignsPage,
      titleId: 'screen.userCampaigns',
      roles: ROLES.marketplace,
      sidebar: [
        {
          roles: ROLES.marketplace,
          group: 'campaigns',
          labelId: 'nav.activeCampaigns',
          icon: 'active',
          order: 141,
        },
      ],
    },
    {
      path: paths.dashboard.zapCampaigns.path,
      page: ZapCampaignsPage,
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
  ],
};
