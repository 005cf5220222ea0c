import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';
import { paymentMethodsEndpoint } from '../../api';
import { allSubscriptionsEndpoint } from '../../subscriptions/api';

/** The billing screens' records for the fault sweep (tests/e2e/faults.spec.ts). */
export const ROUTE_LOADS: FeatureRouteLoads = {
  membership: {
    load: paymentMethodsEndpoint,
    loaded: (main) => main.getByRole('list', { name: 'Cards on file' }).getByRole('listitem'),
  },
  // Its status and billing address load beside the list; one Retry sends every failed load again.
  billing: { load: allSubscriptionsEndpoint, loaded: 'tableRows' },
};
