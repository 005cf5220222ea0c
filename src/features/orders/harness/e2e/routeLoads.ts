import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';
import { listTemplatesEndpoint } from '../../../templates/api';
import { orderHistoryEndpoint } from '../../api';

/** The order screens' records for the fault sweep (tests/e2e/faults.spec.ts). */
export const ROUTE_LOADS: FeatureRouteLoads = {
  'order-history': { load: orderHistoryEndpoint, loaded: 'tableRows' },
  // The templates and the contact lists load side by side; one Retry sends both again.
  'bulk-mail-center': {
    load: listTemplatesEndpoint,
    loaded: (main) => main.locator('.order-lists__choice'),
  },
};
