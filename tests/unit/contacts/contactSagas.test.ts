import { withNodeFileClasses } from '../../utils/nodeFileClasses';
import '../../../src/features/contacts/register';
import { http, HttpResponse } from 'msw';
import { CONTACT_FIELD_KEYS } from '../../../src/features/contacts/contactFields';
import {
  contactsLeft,
  contactsWanted,
  deleteListWanted,
  exportWanted,
  failedDownloadWanted,
  fieldTotalsCall,
} from '../../../src/features/contacts/slice';
import { failsVerification, generatedContact } from '../../../src/mocks/contacts/factory';
import { db } from '../../../src/mocks/db';
import { CONTACTS_PAGE_SIZE } from '../../../src/mocks/contacts/contactHandlers';
import { contactExportUrl } from '../../../src/mocks/contacts/exportHandlers';
import { BIG_LIST_ID, BIG_LIST_SIZE } from '../../../src/mocks/contacts/seed';
import { server } from '../../../src/mocks/node';
import { recordRequests, sentTo, type SeenRequest } from '../../utils/requests';
import { type DemoUser, storeSessionOf } from '../../utils/session';
import { createTestStore, waitForState } from '../../utils/store';
import {
  deleteContactListEndpoint,
  fieldTotalsEndpoint,
  getContactListPageEndpoint,
  getContactsEndpoint,
  listCampaignUseEndpoint,
} from '../../../src/features/contacts/api';

/**
 * The contact sagas against a real store and the msw mock backend: paging a list's contacts,
 * the row actions (delete, export, failed-address download). The import's are in importSaga.test.ts.
 */

type Store = ReturnType<typeof createTestStore>['store'];

withNodeFileClasses();
/** Stores made by this file's tests: their sagas stop with the test, not in the next one. */
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(contactsLeft());
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

async function signedInStore(as: DemoUser = 'market') {
  storeSessionOf(as);
  const made = createTestStore();
  stores.push(made.store);
  await waitForState(
    made.store,
    (state) => state.session.token,
    (token) => token !== null,
  );
  await waitForState(
    made.store,
    (state) => state.contacts !== undefined && state.contactImport !== undefined,
    Boolean,
  );
  return made;
}

const contactsState = (store: Store) => store.getState().contacts!;
const contacts = (store: Store) => contactsState(store).contacts;

/** A round trip through the store and the server: requests sent before it have been recorded. */
async function roundTrip(store: Store, seen: SeenRequest[]) {
  const before = sentTo(seen, fieldTotalsEndpoint).length;
  // List 2 is never deleted: an active campaign sends to it.
  store.dispatch(fieldTotalsCall.request({ contactlist_id: 2 }));
  await waitForState(
    store,
    (state) => state.contacts!.fieldTotals,
    (slot) => !slot.loading && slot.data !== null,
  );
  await vi.waitFor(() => expect(sentTo(seen, fieldTotalsEndpoint).length).toBe(before + 1));
}

/** A generated list of the market user's, like the seeded big one but smaller. */
function insertGeneratedList(count: number): number {
  return db().contactLists.insert({
    user_id: 2,
    name: `Generated ${count}`,
    created_at: '2026-01-01',
    status: 'ready',
    status_polls: 0,
    source: 'seed',
    generated: { seed: 99, count, places: null },
    removed_ids: [],
    edited: {},
    dpv_failed_count: 0,
    upload: null,
  }).id;
}

describe('loading a list’s contacts', () => {
  it('loads the 100,000-contact list page by page, padded to the total from the first page', async () => {
    // Redux Toolkit's development checks walk the 100,000 rows and warn that they took a while.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen = recordRequests();
    const { store } = await signedInStore();
    const firstPage: { total: number; rows: number; loading: boolean }[] = [];
    const unsubscribe = store.subscribe(() => {
      const state = contacts(store);
      if (state.pagesLoaded === 1 && firstPage.length === 0)
        firstPage.push({ total: state.total, rows: state.rows.length, loading: state.loading });
    });
    store.dispatch(contactsWanted({ id: BIG_LIST_ID, type: 'user' }));
    const pages = BIG_LIST_SIZE / CONTACTS_PAGE_SIZE;
    await waitForState(
      store,
      (state) => state.contacts!.contacts.pagesLoaded,
      (loaded) => loaded === pages,
      120_000,
    );
    unsubscribe();

    expect(firstPage).toEqual([{ total: BIG_LIST_SIZE, rows: CONTACTS_PAGE_SIZE, loading: true }]);
    const state = contacts(store);
    expect(state).toMatchObject({
      listId: BIG_LIST_ID,
      type: 'user',
      total: BIG_LIST_SIZE,
      maxPages: pages,
      pagesLoaded: pages,
      loading: false,
      error: null,
    });
    expect(state.rows).toHaveLength(BIG_LIST_SIZE);
    expect(state.rows[0]).toMatchObject(
      generatedContact({ seed: BIG_LIST_ID, count: BIG_LIST_SIZE, places: null }, 0),
    );
    expect(state.rows.at(-1)!.id).toBe(BIG_LIST_ID * 10_000_000 + BIG_LIST_SIZE);
    await vi.waitFor(() => expect(sentTo(seen, getContactsEndpoint)).toHaveLength(pages));
    expect(
      sentTo(seen, getContactsEndpoint).map((request) => (request.body as { page: number }).page),
    ).toEqual(Array.from({ length: pages }, (_, index) => index + 1));
  }, 180_000);

  it('loads a 2,500-contact list in 3 pages, the last one short', async () => {
    const listId = insertGeneratedList(2_500);
    const seen = recordRequests();
    const { store } = await signedInStore();
    store.dispatch(contactsWanted({ id: listId, type: 'user' }));
    await waitForState(
      store,
      (state) => state.contacts!.contacts,
      (loaded) => !loaded.loading && loaded.pagesLoaded > 0,
    );
    expect(contacts(store)).toMatchObject({ total: 2_500, maxPages: 3, pagesLoaded: 3 });
    expect(contacts(store).rows).toHaveLength(2_500);
    expect(new Set(contacts(store).rows.map((row) => row.id)).size).toBe(2_500);
    await roundTrip(store, seen);
    expect(sentTo(seen, getContactsEndpoint)).toHaveLength(3);
  });

  it('stops loading when the user leaves the list', async () => {
    const seen = recordRequests();
    const { store } = await signedInStore();
    store.dispatch(contactsWanted({ id: BIG_LIST_ID, type: 'user' }));
    await waitForState(
      store,
      (state) => state.contacts!.contacts.pagesLoaded,
      (loaded) => loaded >= 2,
    );
    store.dispatch(contactsLeft());
    expect(contacts(store)).toMatchObject({ listId: null, rows: [], pagesLoaded: 0 });

    await roundTrip(store, seen);
    const requested = sentTo(seen, getContactsEndpoint).length;
    // Another round trip: no page was asked for in the meantime.
    await roundTrip(store, seen);
    expect(sentTo(seen, getContactsEndpoint)).toHaveLength(requested);
    expect(requested).toBeLessThan(BIG_LIST_SIZE / CONTACTS_PAGE_SIZE);
    expect(contacts(store)).toMatchObject({ listId: null, rows: [], pagesLoaded: 0, total: 0 });
  });

  it('keeps the pages of the list asked for last when the user switches lists', async () => {
    const { store } = await signedInStore();
    store.dispatch(contactsWanted({ id: BIG_LIST_ID, type: 'user' }));
    store.dispatch(contactsWanted({ id: 1, type: 'user' }));
    await waitForState(
      store,
      (state) => state.contacts!.contacts,
      (loaded) => loaded.listId === 1 && !loaded.loading && loaded.pagesLoaded === 1,
    );
    expect(contacts(store).rows.map((row) => row.id)).toEqual(
      Array.from({ length: 24 }, (_, index) => index + 1),
    );
    expect(contacts(store).total).toBe(24);
  });

  it('records the failure for a list that is not the user’s', async () => {
    const { store } = await signedInStore();
    store.dispatch(contactsWanted({ id: 3, type: 'user' }));
    await waitForState(
      store,
      (state) => state.contacts!.contacts.error,
      (error) => error !== null,
    );
    expect(contacts(store)).toMatchObject({ loading: false, pagesLoaded: 0, rows: [] });
    expect(contacts(store).error).toMatchObject({ httpStatus: 404 });
  });
});

describe('deleting a list', () => {
  it('refuses a list in an active campaign without sending the delete', async () => {
    const seen = recordRequests();
    const { store } = await signedInStore();
    store.dispatch(deleteListWanted({ id: 2 }));
    await waitForState(
      store,
      (state) => state.contacts!.rowError,
      (error) => error !== null,
    );
    expect(contactsState(store).rowError).toEqual({ id: 'contacts.lists.inUse' });
    expect(store.getState().notices.queue.at(-1)).toMatchObject({
      kind: 'error',
      message: { id: 'contacts.lists.inUse' },
    });
    await waitForState(
      store,
      (state) => state.contacts!.busy,
      (busy) => busy[2] === undefined,
    );

    await roundTrip(store, seen);
    expect(sentTo(seen, listCampaignUseEndpoint)).toHaveLength(1);
    expect(sentTo(seen, deleteContactListEndpoint)).toEqual([]);
    expect(db().contactLists.get(2)).toBeDefined();
  });

  it('deletes a free list once, however quickly the action comes twice', async () => {
    const seen = recordRequests();
    const { store } = await signedInStore();
    store.dispatch(deleteListWanted({ id: 1 }));
    store.dispatch(deleteListWanted({ id: 1 }));
    expect(contactsState(store).busy[1]).toBe('delete');
    await waitForState(
      store,
      (state) => state.notices.queue.some((notice) => notice.kind === 'success'),
      Boolean,
    );
    await waitForState(
      store,
      (state) => state.contacts!.busy,
      (busy) => busy[1] === undefined,
    );
    expect(store.getState().notices.queue).toEqual([
      expect.objectContaining({ kind: 'success', message: { id: 'contacts.lists.deleted' } }),
    ]);
    expect(contactsState(store).rowError).toBeNull();
    expect(db().contactLists.get(1)).toBeUndefined();

    await roundTrip(store, seen);
    expect(sentTo(seen, listCampaignUseEndpoint)).toHaveLength(1);
    expect(sentTo(seen, deleteContactListEndpoint)).toHaveLength(1);
    expect(sentTo(seen, deleteContactListEndpoint)[0]!.body).toMatchObject({ contact_list_id: 1 });
    // The page is fetched again so the next list moves up.
    expect(sentTo(seen, getContactListPageEndpoint)).toHaveLength(1);
  });
});

describe('downloads', () => {
  it('exports a list as the server’s CSV file', async () => {
    const { store, services } = await signedInStore();
    store.dispatch(exportWanted({ id: 1, name: 'Portland homeowners' }));
    await vi.waitFor(() => expect(services.savedFiles).toHaveLength(1));
    const file = services.savedFiles[0]!;
    expect(file).toMatchObject({ name: 'Portland-homeowners.csv', type: 'text/csv' });
    const lines = new TextDecoder().decode(file.bytes).split('\r\n');
    expect(lines[0]).toBe(CONTACT_FIELD_KEYS.join(','));
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1)).toHaveLength(24);

    await waitForState(
      store,
      (state) => state.contacts!,
      (state) => state.busy[1] === undefined && state.exports[1] === undefined,
    );
    expect(store.getState().notices.queue.at(-1)).toMatchObject({
      kind: 'success',
      message: {
        id: 'contacts.lists.exported',
        values: { name: 'Portland homeowners', count: 24 },
      },
    });
  });

  it('shows the export’s failure beside the row', async () => {
    const { store, services } = await signedInStore();
    server.use(http.get(contactExportUrl(), () => new HttpResponse(null, { status: 500 })));
    store.dispatch(exportWanted({ id: 1, name: 'Portland homeowners' }));
    await waitForState(
      store,
      (state) => state.contacts!.rowError,
      (error) => error !== null,
    );
    expect(contactsState(store).rowError).toEqual({ id: 'contacts.lists.exportFailed' });
    expect(services.savedFiles).toEqual([]);
  });

  it('downloads a list’s failed addresses as CSV', async () => {
    const { store, services } = await signedInStore();
    const failing = db()
      .contacts.filter((row) => row.contact_list_id === 5)
      .filter(failsVerification);
    expect(failing.length).toBeGreaterThan(0);

    store.dispatch(failedDownloadWanted({ contactlist_id: 5, name: 'Open house sign-ins' }));
    await vi.waitFor(() => expect(services.savedFiles).toHaveLength(1));
    const file = services.savedFiles[0]!;
    expect(file).toMatchObject({
      name: 'Open-house-sign-ins-failed-addresses.csv',
      type: 'text/csv',
    });
    const lines = new TextDecoder().decode(file.bytes).split('\r\n');
    expect(lines[0]).toBe(CONTACT_FIELD_KEYS.join(','));
    expect(lines.slice(1, -1)).toHaveLength(failing.length);
    expect(lines[1]!.startsWith(`${failing[0]!.first_name},${failing[0]!.last_name},`)).toBe(true);
  });
});
