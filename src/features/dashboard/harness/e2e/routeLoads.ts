import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';

/** The dashboard home's record for the fault sweep (tests/e2e/faults.spec.ts). */
export const ROUTE_LOADS: FeatureRouteLoads = {
  // The greeting and the balance come with the profile, which the shell loads.
  '': { load: null, loaded: 'theHeading' },
};
