import type { Locator, Page } from '@playwright/test';
import { paymentMethodsEndpoint } from '../../src/features/billing/api';
import { allSubscriptionsEndpoint } from '../../src/features/billing/subscriptions/api';
import { listCampaignsEndpoint } from '../../src/features/campaigns/api';
import {
  campaignCatalogueEndpoint,
  userCampaignsEndpoint,
  zapHistoryEndpoint,
} from '../../src/features/campaigns/ordering/api';
import { listCategoriesEndpoint, listIndustriesEndpoint } from '../../src/features/catalog/api';
import {
  failedAddressListsEndpoint,
  getContactListPageEndpoint,
  getContactsEndpoint,
  systemContactListsEndpoint,
} from '../../src/features/contacts/api';
import { orderHistoryEndpoint } from '../../src/features/orders/api';
import { listTemplatesEndpoint, searchTemplatesEndpoint } from '../../src/features/templates/api';

/**
 * For every built dashboard route (tests/e2e/faults.spec.ts): the call whose failure is the
 * screen's own error state, and what the screen shows once that call has answered. A route that
 * loads nothing has `load: null`: under any fault it still shows its own heading and nothing
 * breaks. The fault sweep fails on a built route missing here, so a new screen joins by an entry.
 */
/** A call as the sweep needs it: its id (for failureWording.ts) and the path its URL ends with. */
export interface LoadCall {
  id: string;
  path: string;
}

export interface RouteLoad {
  /** The screen's own list or record; its failure words come from failureWording.ts. */
  load: LoadCall | null;
  /** Something only the loaded screen shows (a row of the seeded data). */
  loaded: (main: Locator) => Locator;
  /**
   * What the screen says, instead of the call's own failure, when the server answers 404: the
   * record the URL names does not exist. That view has no Retry; the sweep opens the screen again.
   */
  notFound?: string;
}

/** A contact list screen answered 404 (contacts.detail.notFound). */
const LIST_NOT_FOUND = 'This contact list does not exist or is not yours.';

/** The rows of the screen's table (the catalogue and contact list pages). */
const tableRows = (main: Locator) => main.locator('.data-table tbody tr');
/** The templates of a library page. */
const templateItems = (main: Locator) => main.locator('.template-item');
/** Nothing to wait for: the screen loads no data of its own. */
const theHeading = (main: Locator) => main.getByRole('heading', { level: 1 });

/** A request whose every field reads 1: enough to compute a path that carries its query. */
const ANY_REQUEST = new Proxy({}, { get: () => 1 });

/** The parts of an endpoint definition the sweep reads; a computed path loses its query string. */
function call(endpoint: { id: string; path: string | ((request: never) => string) }): LoadCall {
  const path =
    typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(ANY_REQUEST as never);
  return { id: endpoint.id, path: path.split('?')[0] };
}

export const ROUTE_LOADS: Record<string, RouteLoad> = {
  '': { load: null, loaded: theHeading },
  industry: { load: call(listIndustriesEndpoint), loaded: tableRows },
  category: { load: call(listCategoriesEndpoint), loaded: tableRows },
  message: { load: call(listTemplatesEndpoint), loaded: templateItems },
  mail: { load: call(listTemplatesEndpoint), loaded: templateItems },
  card: { load: call(listTemplatesEndpoint), loaded: templateItems },
  // The admin's own cards: a filtered list, so a search.
  'pro-templates': { load: call(searchTemplatesEndpoint), loaded: templateItems },
  templates: { load: call(listTemplatesEndpoint), loaded: templateItems },
  mailing: { load: call(getContactListPageEndpoint), loaded: tableRows },
  'list-builder': { load: null, loaded: theHeading },
  'mailinglist/:id': {
    load: call(getContactsEndpoint),
    loaded: (main) => main.locator('.contact-grid__row:not(.contact-grid__row--placeholder)'),
    notFound: LIST_NOT_FOUND,
  },
  'system-mailing': { load: call(systemContactListsEndpoint), loaded: tableRows },
  'system-mailinglist/:id': {
    load: call(getContactsEndpoint),
    loaded: (main) => main.locator('.contact-grid__row:not(.contact-grid__row--placeholder)'),
    notFound: LIST_NOT_FOUND,
  },
  'failed-mailing': { load: call(failedAddressListsEndpoint), loaded: tableRows },
  'iframe-loader': { load: null, loaded: theHeading },
  membership: {
    load: call(paymentMethodsEndpoint),
    loaded: (main) => main.getByRole('list', { name: 'Cards on file' }).getByRole('listitem'),
  },
  // Its status and billing address load beside the list; one Retry sends every failed load again.
  billing: { load: call(allSubscriptionsEndpoint), loaded: tableRows },
  campaigns: {
    load: call(listCampaignsEndpoint),
    loaded: (main) => main.locator('.campaign-item'),
  },
  // A new campaign loads only the template choices (one list per channel, one Retry for all).
  'Create-campaign/:id?': { load: call(listTemplatesEndpoint), loaded: theHeading },
  'User-Create-Campaign/:id?': {
    load: call(campaignCatalogueEndpoint),
    loaded: (main) => main.getByRole('radio'),
  },
  // Active and cancelled load side by side; one Retry sends both again.
  'User-Campaigns': {
    load: call(userCampaignsEndpoint),
    loaded: (main) => main.locator('.user-campaign'),
  },
  'Zap-campaigns': { load: call(zapHistoryEndpoint), loaded: tableRows },
  'order-history': { load: call(orderHistoryEndpoint), loaded: tableRows },
  // The templates and the contact lists load side by side; one Retry sends both again.
  'bulk-mail-center': {
    load: call(listTemplatesEndpoint),
    loaded: (main) => main.locator('.order-lists__choice'),
  },
  // A new card loads nothing of its own (an existing one, ?id=, is swept in cardEditor.spec.ts);
  // its side calls (catalogue options, the merge preview's lists) fail in their own panels.
  cardeditor: { load: null, loaded: theHeading },
};

/** The page's main landmark, where a screen shows its own state. */
export const mainOf = (page: Page) => page.locator('main#main-content');
