import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';

/** The card editor's record for the fault sweep (tests/e2e/faults.spec.ts). */
export const ROUTE_LOADS: FeatureRouteLoads = {
  // A new card loads nothing of its own (an existing one, ?id=, is swept in cardEditor.spec.ts);
  // its side calls (catalogue options, the merge preview's lists) fail in their own panels.
  cardeditor: { load: null, loaded: 'theHeading' },
};
