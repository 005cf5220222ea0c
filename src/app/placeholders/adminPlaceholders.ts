import type { FeatureRoutes } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { UnbuiltPage } from './unbuiltPages';

const ADMIN = ROLES.superAdmin;

/**
 * The super admin's coaches, basic users, vendor reports, prices and banners (later issues; the
 * vendor report itself is built, in src/features/reports).
 */
export const adminPlaceholderRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.coach.path,
      page: UnbuiltPage,
      titleId: 'screen.coach',
      roles: ADMIN,
      sidebar: [{ roles: ADMIN, labelId: 'nav.coach', icon: 'coach', order: 40 }],
    },
    {
      path: paths.dashboard.basicUsers.path,
      page: UnbuiltPage,
      titleId: 'screen.basic',
      roles: ADMIN,
      sidebar: [{ roles: ADMIN, labelId: 'nav.basic', icon: 'users', order: 50 }],
    },
    {
      path: paths.dashboard.vendorReportFuture.path,
      page: UnbuiltPage,
      titleId: 'screen.vendorReportFuture',
      roles: ADMIN,
      sidebar: [
        {
          roles: ADMIN,
          group: 'vendorReports',
          labelId: 'nav.vendorReportFuture',
          icon: 'report',
          order: 161,
        },
      ],
    },
    {
      path: paths.dashboard.vendorSummary.path,
      page: UnbuiltPage,
      titleId: 'screen.vendorSummary',
      roles: ADMIN,
      sidebar: [
        {
          roles: ADMIN,
          group: 'vendorReports',
          labelId: 'nav.vendorSummary',
          icon: 'report',
          order: 162,
        },
      ],
    },
    {
      path: paths.dashboard.vendorProduct.path,
      page: UnbuiltPage,
      titleId: 'screen.vendorProduct',
      roles: ADMIN,
      sidebar: [
        {
          roles: ADMIN,
          group: 'vendorReports',
          labelId: 'nav.vendorProduct',
          icon: 'report',
          order: 163,
        },
      ],
    },
    {
      path: paths.dashboard.bannerNotification.path,
      page: UnbuiltPage,
      titleId: 'screen.bannerNotification',
      roles: ADMIN,
      sidebar: [{ roles: ADMIN, labelId: 'nav.bannerNotification', icon: 'banner', order: 170 }],
    },
    {
      path: paths.dashboard.proUserDetail.path,
      page: UnbuiltPage,
      titleId: 'screen.proUserDetail',
      roles: ADMIN,
    },
    {
      path: paths.dashboard.vendorPrice.path,
      page: UnbuiltPage,
      titleId: 'screen.vendorPrice',
      roles: ADMIN,
    },
  ],
};
