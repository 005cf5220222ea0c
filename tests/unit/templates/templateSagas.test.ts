import '../../../src/features/templates/register';
import { searchTemplatesEndpoint } from '../../../src/features/templates/api';
import type { RootState } from '../../../src/app/store';
import type { CallState } from '../../../src/state/callState';
import {
  deleteCall,
  duplicateRequested,
  favouriteCall,
  listRequested,
  pdfCall,
  templateSaveRequested,
} from '../../../src/features/templates/slice';
import { templateQuery, NO_FILTERS } from '../../../src/features/templates/query';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { sessionEnded } from '../../../src/state/session';
import { failCall } from '../../utils/overrides';
import { recordRequests } from '../../utils/requests';
import { type DemoUser, storeSessionOf } from '../../utils/session';
import { createTestStore, waitForState } from '../../utils/store';

/**
 * The template sagas against a real store and the msw mock backend: what the server receives and
 * what the store ends up holding, for the lists and the actions.
 */

type Store = ReturnType<typeof createTestStore>['store'];

async function signedInStore(as: DemoUser = 'admin') {
  storeSessionOf(as);
  const made = createTestStore();
  await waitForState(
    made.store,
    (state) => state.session.token,
    (token) => token !== null,
  );
  return made;
}

const templates = (store: Store) => store.getState().templates!;
const settled = <T>(slot: CallState<T>) =>
  !slot.loading && (slot.data !== null || slot.error !== null);
const paths = (seen: ReturnType<typeof recordRequests>) =>
  seen.map((request) =>
    new URL(request.url).pathname.split('/').filter(Boolean).slice(-2).join('/'),
  );

async function loadSms(store: Store, filters = NO_FILTERS) {
  store.dispatch(listRequested({ list: 'sms', query: templateQuery('sms', 1, filters) }));
  await waitForState(store, (state: RootState) => state.templates!.lists.sms, settled);
}

afterEach(() => server.events.removeAllListeners());

describe('the list saga', () => {
  it('uses list_template without filters and search-template with them', async () => {
    const seen = recordRequests();
    const { store } = await signedInStore();
    await loadSms(store);
    expect(templates(store).lists.sms.data).toHaveLength(10);
    expect(templates(store).lists.sms.totalCount).toBe(36);

    await loadSms(store, { ...NO_FILTERS, title: 'Open House' });
    await vi.waitFor(() =>
      expect(paths(seen).some((path) => path.endsWith('search-template'))).toBe(true),
    );
    expect(
      templates(store).lists.sms.data!.every((item) => item.title.startsWith('Open House')),
    ).toBe(true);
  });

  it('empties the list and sets the total to 0 when the search fails (§4)', async () => {
    const { store } = await signedInStore();
    await loadSms(store);
    failCall(searchTemplatesEndpoint, { message: 'Down' });
    store.dispatch(
      listRequested({ list: 'sms', query: templateQuery('sms', 1, { ...NO_FILTERS, title: 'x' }) }),
    );
    await waitForState(
      store,
      (state) => state.templates!.lists.sms.error,
      (error) => error !== null,
    );
    expect(templates(store).lists.sms.data).toEqual([]);
    expect(templates(store).lists.sms.totalCount).toBe(0);
  });
});

describe('the action sagas', () => {
  it('refuses a duplicate whose name is taken, without calling template-duplicate', async () => {
    const seen = recordRequests();
    const { store } = await signedInStore();
    await loadSms(store);
    const template = templates(store).lists.sms.data![0]!;
    store.dispatch(duplicateRequested({ template, name: db().templates.get(35)!.title }));
    await waitForState(
      store,
      (state) => state.templates!.outcome,
      (outcome) => outcome !== null,
    );
    expect(templates(store).outcome).toMatchObject({ activity: 'duplicate', error: 'nameTaken' });
    expect(paths(seen).some((path) => path.includes('template-duplicate'))).toBe(false);
  });

  it('duplicates under a free name and puts the copy at the top of its type’s list', async () => {
    const { store } = await signedInStore();
    await loadSms(store);
    const template = templates(store).lists.sms.data![3]!;
    store.dispatch(duplicateRequested({ template, name: 'Fresh copy' }));
    await waitForState(
      store,
      (state) => state.templates!.lists.sms.data![0]!.title,
      (title) => title === 'Fresh copy',
    );
    expect(templates(store).lists.sms.totalCount).toBe(37);
    expect(store.getState().notices.queue.at(-1)).toMatchObject({ kind: 'success' });
  });

  it('replaces a favourited template in place, and removes a deleted one with a success toast', async () => {
    const { store } = await signedInStore();
    await loadSms(store);
    const target = templates(store).lists.sms.data![2]!;
    store.dispatch(favouriteCall.request({ template_id: target.id, favourite_status: 1 }));
    await waitForState(
      store,
      (state) => state.templates!.lists.sms.data![2]!.favourite_status,
      (value) => value,
    );

    store.dispatch(deleteCall.request({ template_id: target.id }));
    await waitForState(
      store,
      (state) => state.templates!.lists.sms.data!.some((item) => item.id === target.id),
      (present) => !present,
    );
    expect(store.getState().notices.queue.at(-1)).toMatchObject({
      kind: 'success',
      message: { id: 'templates.deleted' },
    });
  });

  it('toasts the spec’s words, from the catalogue, when a template in use cannot be deleted', async () => {
    const { store } = await signedInStore();
    store.dispatch(deleteCall.request({ template_id: 1 }));
    await waitForState(
      store,
      (state) => state.notices.queue.length,
      (count) => count > 0,
    );
    expect(store.getState().notices.queue[0]).toMatchObject({
      kind: 'error',
      // Our catalogue's words (translated), not the server's text, whatever it sends.
      message: { id: 'templates.delete.inUse' },
    });
    expect(templates(store).activity).toEqual({});
  });

  it('hands the PDF to the browser as a file', async () => {
    const { store, services } = await signedInStore();
    store.dispatch(pdfCall.request({ template_id: 101 }));
    await vi.waitFor(() => expect(services.savedFiles).toHaveLength(1));
    expect(new TextDecoder().decode(services.savedFiles[0]!.bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('saves a new template, then an edit of it, with the list changes of §4', async () => {
    const { store } = await signedInStore('studio');
    await loadSms(store);
    store.dispatch(
      templateSaveRequested({
        type: 'sms',
        templateId: null,
        fields: {
          title: 'Saga made',
          category: null,
          industry_id: null,
          content: 'Hi {{first_name}}',
        },
      }),
    );
    await waitForState(
      store,
      (state) => state.templates!.lists.sms.data![0]!.title,
      (title) => title === 'Saga made',
    );
    const created = templates(store).lists.sms.data![0]!;

    store.dispatch(
      templateSaveRequested({
        type: 'sms',
        templateId: created.id,
        fields: { title: 'Saga edited', category: null, industry_id: null, content: 'Bye' },
      }),
    );
    await waitForState(
      store,
      (state) => state.templates!.lists.sms.data![0]!.title,
      (title) => title === 'Saga edited',
    );
    expect(templates(store).lists.sms.data![0]!.content).toBe('Bye');
  });

  it('forgets everything when the session ends', async () => {
    const { store } = await signedInStore();
    await loadSms(store);
    store.dispatch(sessionEnded());
    expect(templates(store).lists.sms.data).toBeNull();
  });
});
