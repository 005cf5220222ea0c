import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';
import { listCategoriesEndpoint, listIndustriesEndpoint } from '../../api';

/** The catalogue screens' records for the fault sweep (tests/e2e/faults.spec.ts). */
export const ROUTE_LOADS: FeatureRouteLoads = {
  industry: { load: listIndustriesEndpoint, loaded: 'tableRows' },
  category: { load: listCategoriesEndpoint, loaded: 'tableRows' },
};
