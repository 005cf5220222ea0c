import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';
import { webhookEndpoint } from '../../api';

/**
 * The integrations page's record for the fault sweep (tests/e2e/faults.spec.ts). Its Retry reads
 * the notification settings again too, so one press brings the whole page back.
 */
export const ROUTE_LOADS: FeatureRouteLoads = {
  integration: { load: webhookEndpoint, loaded: (main) => main.getByTestId('webhook-current') },
};
