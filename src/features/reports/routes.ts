import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const VendorReportPage: LazyPage = lazy(
  withDomainMessages('reports', () => import('./pages/VendorReportPage')),
);

/** The super admin's vendor reports (templates-campaigns-contacts §2, the vendor-reports group). */
export const reportsRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.vendorReport.path,
      page: VendorReportPage,
      titleId: 'screen.vendorReport',
      roles: ROLES.superAdmin,
      sidebar: [
        {
          roles: ROLES.superAdmin,
          group: 'vendorReports',
          labelId: 'nav.vendorReport',
          icon: 'report',
          order: 160,
        },
      ],
    },
  ],
};
