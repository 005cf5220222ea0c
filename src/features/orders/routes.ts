import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const OrderHistoryPage: LazyPage = lazy(
  withDomainMessages('orders', () => import('./pages/OrderHistoryPage')),
);
// The bulk send shares ordering's list chooser and price (campaigns), the editors' proof words
// (smsEditor) and billing's for the card and balance stops.
const BulkMailCenterPage: LazyPage = lazy(
  withDomainMessages(
    ['orders', 'campaigns', 'smsEditor', 'billing'],
    () => import('./pages/BulkMailCenterPage'),
  ),
);

/**
 * Neither screen is in the role 2 sidebar the spec lists: the order history is reached from Billing
 * and the active campaigns, the bulk mail center from the templates gallery.
 */
export const ordersRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.orderHistory.path,
      page: OrderHistoryPage,
      titleId: 'screen.orderHistory',
      roles: ROLES.marketplace,
    },
    {
      path: paths.dashboard.bulkMailCenter.path,
      page: BulkMailCenterPage,
      titleId: 'screen.bulkMailCenter',
      roles: ROLES.marketplace,
    },
  ],
};
