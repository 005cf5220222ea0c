import { withNodeFileClasses } from '../../utils/nodeFileClasses';
import '../../../src/features/contacts/register';
import { HttpResponse, delay } from 'msw';
import {
  contactListNameExistsEndpoint,
  createContactListEndpoint,
  fieldTotalsEndpoint,
  listStatusEndpoint,
  mapHeadersEndpoint,
  uploadChunkEndpoint,
} from '../../../src/features/contacts/api';
import type { ContactFieldKey } from '../../../src/features/contacts/contactFields';
import { CHUNK_BYTES } from '../../../src/features/contacts/import/chunkedUpload';
import {
  type ImportOrder,
  type ImportPhase,
  type ImportStep,
  importCancelled,
  importRetried,
  importStarted,
  importWizardOpened,
} from '../../../src/features/contacts/import/importSlice';
import { fieldTotalsCall } from '../../../src/features/contacts/slice';
import { failsVerification, generatedContact } from '../../../src/mocks/contacts/factory';
import { db } from '../../../src/mocks/db';
import { POLLS_PER_STATUS } from '../../../src/mocks/contacts/uploadHandlers';
import { server } from '../../../src/mocks/node';
import { sessionEnded } from '../../../src/state/session';
import { overrideCall } from '../../utils/overrides';
import { recordRequests, sentTo, type SeenRequest } from '../../utils/requests';
import { storeSessionOf } from '../../utils/session';
import { createTestStore, waitForState } from '../../utils/store';

/**
 * The contact import's saga against a real store and the msw mock backend: the name check, the
 * chunked upload with its progress, the mapping, the polling, each step's failure wording, "Try
 * again" at the failed step, cancelling, and the ready toast that needs no open modal.
 */

type Store = ReturnType<typeof createTestStore>['store'];

withNodeFileClasses();
/** Stores made by this file's tests: their sagas stop with the test, not in the next one. */
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(importCancelled());
  server.events.removeAllListeners();
});

async function signedInStore() {
  storeSessionOf('market');
  const { store } = createTestStore();
  stores.push(store);
  await waitForState(
    store,
    (state) => state.session.token,
    (token) => token !== null,
  );
  await waitForState(
    store,
    (state) => state.contacts !== undefined && state.contactImport !== undefined,
    Boolean,
  );
  return store;
}

const importOf = (state: ReturnType<Store['getState']>) => state.contactImport!;
const imports = (store: Store) => importOf(store.getState());

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

/** Every phase the import went through, in order, and the bytes uploaded at each change. */
function watchImport(store: Store) {
  const phases: ImportPhase[] = [];
  const uploaded: number[] = [];
  store.subscribe(() => {
    const state = store.getState().contactImport;
    if (!state) return;
    if (phases.at(-1) !== state.phase) phases.push(state.phase);
    if (uploaded.at(-1) !== state.uploadedBytes) uploaded.push(state.uploadedBytes);
  });
  return { phases, uploaded };
}

const MAPPING: Partial<Record<ContactFieldKey, number | null>> = {
  first_name: 0,
  last_name: 1,
  email: 2,
  street: 3,
  city: 4,
  state: 5,
  zip: 6,
  phone: 7,
};

const ROWS = Array.from({ length: 20 }, (_, index) => {
  const contact = generatedContact({ seed: 55, count: 20, places: null }, index);
  return index === 4 ? { ...contact, city: 'Boston', state: 'MA', zip: '2108' } : contact;
});

function csvFile(rows = ROWS, name = 'leads.csv'): File {
  const lines = [
    'First,Last,Email,Street,City,State,Zip,Phone',
    ...rows.map((row) =>
      [
        row.first_name,
        row.last_name,
        row.email,
        row.street,
        row.city,
        row.state,
        row.zip,
        row.phone,
      ]
        .map((value) => (/[",]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value))
        .join(','),
    ),
  ];
  return new File([`${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
}

/** A file of two chunks, the second one short. */
function twoChunkFile(): { file: File; rows: number } {
  const header = 'First,Last,Email,Street,City,State,Zip,Phone\r\n';
  const line = 'Ann,Lee,ann@example.com,1 Main St,Portland,ME,04101,2075550101\r\n';
  const rows = Math.ceil((CHUNK_BYTES + 1024) / line.length);
  const file = new File([header, line.repeat(rows)], 'big.csv', { type: 'text/csv' });
  expect(Math.ceil(file.size / CHUNK_BYTES)).toBe(2);
  return { file, rows };
}

/** The failing addresses among the rows once their ZIPs are repaired. */
const expectedFailed = ROWS.map((row) => ({
  street: row.street,
  zip: /^\d{4}$/.test(row.zip) ? `0${row.zip}` : row.zip,
})).filter(failsVerification).length;

function importOrder(file: File, extra: Partial<ImportOrder> = {}): ImportOrder {
  return {
    file,
    target: { name: 'Saga import' },
    listName: 'Saga import',
    mapping: MAPPING,
    repairZips: true,
    ...extra,
  };
}

async function importSettled(store: Store) {
  return waitForState(
    store,
    (state) => state.contactImport!,
    (state) => state.phase === 'ready' || state.phase === 'failed',
    20_000,
  );
}

const STEP_ENDPOINTS = {
  create: createContactListEndpoint,
  upload: uploadChunkEndpoint,
  map: mapHeadersEndpoint,
  poll: listStatusEndpoint,
} satisfies Record<ImportStep, unknown>;

/** The step's call answers 500 until the handlers are reset. */
const failStep = (step: ImportStep) =>
  overrideCall(STEP_ENDPOINTS[step], () =>
    HttpResponse.json({ status: false, message: 'x' }, { status: 500 }),
  );

const READY_TOAST = {
  kind: 'success',
  message: { id: 'contacts.import.ready', values: { name: 'Saga import', count: ROWS.length } },
};

describe('importing a file', () => {
  it('checks the name, creates the list, uploads, maps and polls until the list is ready', async () => {
    const seen = recordRequests();
    const store = await signedInStore();
    const watched = watchImport(store);
    const file = csvFile();
    store.dispatch(importStarted(importOrder(file)));
    const state = await importSettled(store);

    expect(state).toMatchObject({
      phase: 'ready',
      status: 'ready',
      total: ROWS.length,
      dpvFailed: expectedFailed,
      failedStep: null,
      error: null,
      refusedName: null,
      uploadedBytes: file.size,
      totalBytes: file.size,
    });
    expect(watched.phases).toEqual(['checkingName', 'create', 'upload', 'map', 'poll', 'ready']);
    expect(watched.uploaded.at(-1)).toBe(file.size);
    const list = db().contactLists.get(state.listId!);
    expect(list).toMatchObject({ name: 'Saga import', status: 'ready', user_id: 2 });
    const stored = db().contacts.filter((row) => row.contact_list_id === state.listId);
    expect(stored).toHaveLength(ROWS.length);
    expect(stored.find((row) => row.city === 'Boston')!.zip).toBe('02108');

    await roundTrip(store, seen);
    expect(sentTo(seen, contactListNameExistsEndpoint).map((request) => request.body)).toEqual([
      expect.objectContaining({ name: 'Saga import' }),
    ]);
    expect(sentTo(seen, createContactListEndpoint)).toHaveLength(1);
    expect(sentTo(seen, uploadChunkEndpoint)).toHaveLength(1);
    expect(sentTo(seen, mapHeadersEndpoint)).toHaveLength(1);
    expect(sentTo(seen, mapHeadersEndpoint)[0]!.body).toMatchObject({
      contactlist_id: state.listId,
      has_header: true,
      mapping: MAPPING,
      repair_zips: true,
    });
    // processing, then verifying, then ready: POLLS_PER_STATUS polls each.
    expect(sentTo(seen, listStatusEndpoint)).toHaveLength(2 * POLLS_PER_STATUS);
    expect(store.getState().notices.queue).toEqual([expect.objectContaining(READY_TOAST)]);
  });

  it('sends a file bigger than a chunk in as many chunks, every byte in order', async () => {
    const seen = recordRequests();
    const store = await signedInStore();
    const watched = watchImport(store);
    const { file, rows } = twoChunkFile();

    store.dispatch(
      importStarted(importOrder(file, { target: { name: 'Big import' }, listName: 'Big import' })),
    );
    const state = await importSettled(store);
    expect(state).toMatchObject({ phase: 'ready', total: rows, uploadedBytes: file.size });
    // The progress only grows, and the first chunk's end is one of its steps.
    expect(watched.uploaded).toEqual([...watched.uploaded].sort((a, b) => a - b));
    expect(watched.uploaded).toContain(CHUNK_BYTES);

    await roundTrip(store, seen);
    const sent = sentTo(seen, uploadChunkEndpoint).map((request) => String(request.body));
    expect(sent).toHaveLength(2);
    sent.forEach((body, index) => {
      expect(body).toContain(`name="chunk_index"\r\n\r\n${index}\r\n`);
      expect(body).toContain(`name="offset"\r\n\r\n${index * CHUNK_BYTES}\r\n`);
      expect(body).toContain(`name="chunk_count"\r\n\r\n2\r\n`);
      expect(body).toContain(`name="file_size"\r\n\r\n${file.size}\r\n`);
    });
    expect(db().contactLists.get(state.listId!)!.generated).toMatchObject({ count: rows });
  }, 60_000);

  it('imports into an existing list without a name check', async () => {
    const seen = recordRequests();
    const store = await signedInStore();
    store.dispatch(
      importStarted(importOrder(csvFile(), { target: { listId: 2 }, listName: 'Past clients' })),
    );
    const state = await importSettled(store);
    expect(state).toMatchObject({ phase: 'ready', listId: 2, total: 5 + ROWS.length });
    expect(db().contactLists.all()).toHaveLength(5);
    await roundTrip(store, seen);
    expect(sentTo(seen, contactListNameExistsEndpoint)).toEqual([]);
    expect(sentTo(seen, createContactListEndpoint)).toEqual([]);
  });
});

describe('the new list’s name', () => {
  it('refuses a name the user already has and uploads nothing', async () => {
    const seen = recordRequests();
    const store = await signedInStore();
    store.dispatch(importStarted(importOrder(csvFile(), { target: { name: 'Past clients' } })));
    const state = await waitForState(
      store,
      (root) => root.contactImport!,
      (now) => now.refusedName !== null,
    );
    expect(state).toMatchObject({
      phase: 'idle',
      refusedName: { name: 'Past clients', reason: 'taken' },
    });
    await roundTrip(store, seen);
    expect(sentTo(seen, createContactListEndpoint)).toEqual([]);
    expect(sentTo(seen, uploadChunkEndpoint)).toEqual([]);
  });

  it('says the name could not be checked when the check fails', async () => {
    const store = await signedInStore();
    overrideCall(contactListNameExistsEndpoint, () =>
      HttpResponse.json({ status: false, message: 'x' }, { status: 500 }),
    );
    store.dispatch(importStarted(importOrder(csvFile())));
    const state = await waitForState(
      store,
      (root) => root.contactImport!,
      (now) => now.refusedName !== null,
    );
    expect(state).toMatchObject({
      phase: 'idle',
      refusedName: { name: 'Saga import', reason: 'checkFailed' },
    });
  });
});

describe('when a step fails', () => {
  it.each<[ImportStep, unknown]>([
    ['create', { text: 'x' }],
    ['upload', { id: 'contacts.import.uploadFailed' }],
    ['map', { id: 'contacts.import.mapFailed' }],
    ['poll', { id: 'contacts.import.pollFailed' }],
  ])('stops at a failed %s step with its message', async (step, message) => {
    const store = await signedInStore();
    failStep(step);
    store.dispatch(importStarted(importOrder(csvFile())));
    const state = await importSettled(store);
    expect(state).toMatchObject({ phase: 'failed', failedStep: step, error: message });
    if (step !== 'create') expect(state.listId).not.toBeNull();
    expect(store.getState().notices.queue).toEqual([]);
  });

  it('words a list the server gave up on as a failed poll', async () => {
    const store = await signedInStore();
    overrideCall(listStatusEndpoint, async ({ request }) => {
      const { contactlist_id: id } = (await request.json()) as { contactlist_id: number };
      return HttpResponse.json({
        status: true,
        data: { id, status: 'failed', total_count: 0, dpv_failed_count: 0 },
      });
    });
    store.dispatch(importStarted(importOrder(csvFile())));
    const state = await importSettled(store);
    expect(state).toMatchObject({
      phase: 'failed',
      failedStep: 'poll',
      status: 'failed',
      error: { id: 'contacts.import.pollFailed' },
    });
  });

  it.each<[ImportStep, string]>([
    ['create', 'none'],
    ['upload', 'uploading'],
    ['map', 'uploading'],
    ['poll', 'processing'],
  ])(
    '"Try again" resumes at a failed %s step and gets to ready',
    async (step, statusAfterFailure) => {
      const seen = recordRequests();
      const store = await signedInStore();
      failStep(step);
      store.dispatch(importStarted(importOrder(csvFile())));
      const failed = await importSettled(store);
      expect(failed).toMatchObject({ phase: 'failed', failedStep: step });
      const listId = failed.listId;
      if (step === 'create') expect(listId).toBeNull();
      else expect(db().contactLists.get(listId!)!.status).toBe(statusAfterFailure);
      await roundTrip(store, seen);
      const before = Object.fromEntries(
        Object.entries(STEP_ENDPOINTS).map(([each, endpoint]) => [
          each,
          sentTo(seen, endpoint).length,
        ]),
      );

      server.resetHandlers();
      store.dispatch(importRetried());
      expect(imports(store)).toMatchObject({ phase: step, listId, error: null, failedStep: null });
      const state = await importSettled(store);
      expect(state).toMatchObject({
        phase: 'ready',
        total: ROWS.length,
        dpvFailed: expectedFailed,
        error: null,
      });
      if (listId !== null) expect(state.listId).toBe(listId);

      // Only the failed step and those after it ran again; the name was not checked again.
      await roundTrip(store, seen);
      const again = (each: ImportStep) => sentTo(seen, STEP_ENDPOINTS[each]).length - before[each]!;
      const steps = Object.keys(STEP_ENDPOINTS) as ImportStep[];
      steps.forEach((each, index) => {
        if (each === 'poll') expect(again('poll')).toBeGreaterThan(0);
        else expect(again(each)).toBe(index >= steps.indexOf(step) ? 1 : 0);
      });
      expect(sentTo(seen, contactListNameExistsEndpoint)).toHaveLength(1);
      // The retry made no second list.
      if (step !== 'create') expect(sentTo(seen, createContactListEndpoint)).toHaveLength(1);
      expect(db().contactLists.filter((list) => list.name === 'Saga import')).toHaveLength(1);
      expect(store.getState().notices.queue).toEqual([expect.objectContaining(READY_TOAST)]);
    },
  );

  it('"Try again" after a failed chunk uploads the file again from its first chunk', async () => {
    const seen = recordRequests();
    const store = await signedInStore();
    const { file, rows } = twoChunkFile();
    let chunks = 0;
    overrideCall(uploadChunkEndpoint, () => {
      chunks += 1;
      // The first chunk goes through to the real handler; the second fails.
      if (chunks === 2) return HttpResponse.json({ status: false }, { status: 500 });
      return undefined;
    });
    store.dispatch(importStarted(importOrder(file)));
    expect(await importSettled(store)).toMatchObject({ phase: 'failed', failedStep: 'upload' });

    store.dispatch(importRetried());
    expect(await importSettled(store)).toMatchObject({ phase: 'ready', total: rows });
    await roundTrip(store, seen);
    const indexes = sentTo(seen, uploadChunkEndpoint).map(
      (request) => /name="chunk_index"\r\n\r\n(\d+)\r\n/.exec(String(request.body))![1],
    );
    expect(indexes).toEqual(['0', '1', '0', '1']);
  }, 60_000);

  it('forgets a failed import when the wizard opens again', async () => {
    const seen = recordRequests();
    const store = await signedInStore();
    failStep('map');
    store.dispatch(importStarted(importOrder(csvFile())));
    await importSettled(store);

    store.dispatch(importWizardOpened());
    expect(imports(store)).toMatchObject({ phase: 'idle', failedStep: null, listId: null });
    server.resetHandlers();
    store.dispatch(importRetried());
    await roundTrip(store, seen);
    expect(sentTo(seen, mapHeadersEndpoint)).toHaveLength(1);
    expect(imports(store).phase).toBe('idle');
  });
});

describe('stopping', () => {
  it('cancels mid-upload: the chunk in flight is aborted and nothing follows', async () => {
    const seen = recordRequests();
    const store = await signedInStore();
    overrideCall(uploadChunkEndpoint, async () => {
      await delay(300);
      return undefined;
    });
    store.dispatch(importStarted(importOrder(csvFile())));
    await waitForState(store, importOf, (state) => state.phase === 'upload');
    await vi.waitFor(() => expect(sentTo(seen, uploadChunkEndpoint)).toHaveLength(1));
    const abort = vi.spyOn(AbortController.prototype, 'abort');

    store.dispatch(importCancelled());
    expect(imports(store)).toMatchObject({ phase: 'idle', listId: null, uploadedBytes: 0 });
    expect(abort).toHaveBeenCalled();
    abort.mockRestore();
    await delay(400);
    await roundTrip(store, seen);
    expect(sentTo(seen, mapHeadersEndpoint)).toEqual([]);
    expect(sentTo(seen, listStatusEndpoint)).toEqual([]);
    expect(imports(store).phase).toBe('idle');
  });

  it('cancelled during the name check, creates no list', async () => {
    const seen = recordRequests();
    const store = await signedInStore();
    overrideCall(contactListNameExistsEndpoint, async () => {
      await delay(50);
      return undefined;
    });
    store.dispatch(importStarted(importOrder(csvFile())));
    expect(imports(store).phase).toBe('checkingName');
    store.dispatch(importCancelled());
    await delay(100);
    await roundTrip(store, seen);
    expect(sentTo(seen, createContactListEndpoint)).toEqual([]);
    expect(imports(store).phase).toBe('idle');
  });

  it('keeps polling with the wizard closed or opened again, and raises the ready toast', async () => {
    const store = await signedInStore();
    store.dispatch(importStarted(importOrder(csvFile())));
    await waitForState(store, importOf, (state) => state.phase === 'poll');
    // Closing the modal at this point dispatches nothing; opening it again shows the import.
    store.dispatch(importWizardOpened());
    expect(imports(store).phase).toBe('poll');
    expect(await importSettled(store)).toMatchObject({ phase: 'ready' });
    expect(store.getState().notices.queue).toEqual([expect.objectContaining(READY_TOAST)]);
  });

  it('stops polling when the session ends', async () => {
    const seen = recordRequests();
    const store = await signedInStore();
    store.dispatch(importStarted(importOrder(csvFile())));
    await waitForState(store, importOf, (state) => state.phase === 'poll');
    store.dispatch(sessionEnded());
    expect(imports(store).phase).toBe('idle');
    // Polls already sent are recorded by now; none may follow (they come every 5 ms here).
    await delay(50);
    const polls = sentTo(seen, listStatusEndpoint).length;
    await delay(100);
    expect(sentTo(seen, listStatusEndpoint)).toHaveLength(polls);
    expect(imports(store).phase).toBe('idle');
    expect(store.getState().notices.queue).toEqual([]);
  });
});
