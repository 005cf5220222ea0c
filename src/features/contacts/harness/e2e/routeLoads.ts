import type { Locator } from '@playwright/test';
import type { FeatureRouteLoads } from '../../../../../tests/e2e/routeLoads';
import {
  failedAddressListsEndpoint,
  getContactListPageEndpoint,
  getContactsEndpoint,
  systemContactListsEndpoint,
} from '../../api';

/** A contact list screen answered 404 (contacts.detail.notFound). */
const LIST_NOT_FOUND = 'This contact list does not exist or is not yours.';

/** The drawn rows of a contact list's grid (not the placeholders of rows on their way). */
const contactRows = (main: Locator) =>
  main.locator('.contact-grid__row:not(.contact-grid__row--placeholder)');

/** The contact screens' records for the fault sweep (tests/e2e/faults.spec.ts). */
export const ROUTE_LOADS: FeatureRouteLoads = {
  mailing: { load: getContactListPageEndpoint, loaded: 'tableRows' },
  'list-builder': { load: null, loaded: 'theHeading' },
  'mailinglist/:id': { load: getContactsEndpoint, loaded: contactRows, notFound: LIST_NOT_FOUND },
  'system-mailing': { load: systemContactListsEndpoint, loaded: 'tableRows' },
  'system-mailinglist/:id': {
    load: getContactsEndpoint,
    loaded: contactRows,
    notFound: LIST_NOT_FOUND,
  },
  'failed-mailing': { load: failedAddressListsEndpoint, loaded: 'tableRows' },
};
