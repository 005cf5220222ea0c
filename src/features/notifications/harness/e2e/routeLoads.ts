import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';

/**
 * Notifications' record for the fault sweep (tests/e2e/faults.spec.ts): the page shows what the
 * bell loaded (its calls are background ones, silent on failure), so its heading is its load.
 */
export const ROUTE_LOADS: FeatureRouteLoads = {
  notifications: { load: null, loaded: 'theHeading' },
};
