import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';
import { apiKeyEndpoint } from '../../api';

/** The account area's records for the fault sweep (tests/e2e/faults.spec.ts). */
export const ROUTE_LOADS: FeatureRouteLoads = {
  // The profile comes with the shell's; the page makes no call of its own until a form is sent.
  account: { load: null, loaded: 'theHeading' },
  apikey: { load: apiKeyEndpoint, loaded: (main) => main.getByTestId('api-key') },
};
