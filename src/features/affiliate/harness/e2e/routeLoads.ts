import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';
import { earningsTotalsEndpoint, resellersEndpoint } from '../../api';

/**
 * The affiliate pages' records for the fault sweep (tests/e2e/faults.spec.ts). The program's page
 * reads three things; every Retry on it reads again whatever failed, so the totals stand for all.
 */
export const ROUTE_LOADS: FeatureRouteLoads = {
  affiliate: { load: earningsTotalsEndpoint, loaded: (main) => main.getByTestId('total-earned') },
  'affiliate-resellers': { load: resellersEndpoint, loaded: 'tableRows' },
};
