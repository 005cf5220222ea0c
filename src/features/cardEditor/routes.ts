import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

// Konva, the fonts and the editor load with this page only.
const CardEditorPage: LazyPage = lazy(
  withDomainMessages('cardEditor', () => import('./pages/CardEditorPage')),
);

/** The card Design Studio, for the super admin (PRO card templates) and Design Studio users. */
export const cardEditorRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.cardEditor.path,
      page: CardEditorPage,
      titleId: 'screen.cardEditor',
      roles: ROLES.superAdminAndStudio,
      workspace: true,
    },
  ],
};
