import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';

/** The FAQ reads nothing from the server: under any fault it shows its heading and questions. */
export const ROUTE_LOADS: FeatureRouteLoads = {
  'faq-support': { load: null, loaded: 'theHeading' },
};
