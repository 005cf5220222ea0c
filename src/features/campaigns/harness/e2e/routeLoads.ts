import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';
import { listTemplatesEndpoint } from '../../../templates/api';
import { listCampaignsEndpoint } from '../../api';
import {
  campaignCatalogueEndpoint,
  userCampaignsEndpoint,
  zapHistoryEndpoint,
} from '../../ordering/api';

/** The campaign screens' records for the fault sweep (tests/e2e/faults.spec.ts). */
export const ROUTE_LOADS: FeatureRouteLoads = {
  campaigns: { load: listCampaignsEndpoint, loaded: (main) => main.locator('.campaign-item') },
  // A new campaign loads only the template choices (one list per channel, one Retry for all).
  'Create-campaign/:id?': { load: listTemplatesEndpoint, loaded: 'theHeading' },
  'User-Create-Campaign/:id?': {
    load: campaignCatalogueEndpoint,
    loaded: (main) => main.getByRole('radio'),
  },
  // Active and cancelled load side by side; one Retry sends both again.
  'User-Campaigns': {
    load: userCampaignsEndpoint,
    loaded: (main) => main.locator('.user-campaign'),
  },
  'Zap-campaigns': { load: zapHistoryEndpoint, loaded: 'tableRows' },
};
