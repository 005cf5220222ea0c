import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';
import { vendorReportEndpoint } from '../../api';

/** The report screens' records for the fault sweep (tests/e2e/faults.spec.ts). */
export const ROUTE_LOADS: FeatureRouteLoads = {
  // The table's rows, or its empty line once the seeded year (src/mocks/reports/seed.ts) lies
  // more than the default 90 days back.
  'vendor-report': {
    load: vendorReportEndpoint,
    loaded: (main) =>
      main.locator('.windowed-table tbody tr:not(.windowed-table__spacer), .windowed-table__empty'),
  },
};
