import type { FeatureRoutes } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { UnbuiltPage } from './unbuiltPages';

/** The card editor (a later issue). */
export const campaignPlaceholderRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.cardEditor.path,
      page: UnbuiltPage,
      titleId: 'screen.cardEditor',
      roles: ROLES.superAdminAndStudio,
    },
  ],
};
