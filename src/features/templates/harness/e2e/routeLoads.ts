import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';
import { listTemplatesEndpoint, searchTemplatesEndpoint } from '../../api';

/** The template libraries' records for the fault sweep (tests/e2e/faults.spec.ts). */
export const ROUTE_LOADS: FeatureRouteLoads = {
  message: { load: listTemplatesEndpoint, loaded: 'templateItems' },
  mail: { load: listTemplatesEndpoint, loaded: 'templateItems' },
  card: { load: listTemplatesEndpoint, loaded: 'templateItems' },
  // The admin's own cards: a filtered list, so a search.
  'pro-templates': { load: searchTemplatesEndpoint, loaded: 'templateItems' },
  templates: { load: listTemplatesEndpoint, loaded: 'templateItems' },
};
