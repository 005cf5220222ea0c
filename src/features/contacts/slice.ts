import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api';
import { type CallState, addCallCases, createCall, initialCallState } from '../../state/callState';
import { sessionEnded } from '../../state/session';
import type { UserMessage } from '../../state/userMessage';
import {
  type ContactListOption,
  type ListPageQuery,
  type ListType,
  editContactEndpoint,
  failedAddressListsEndpoint,
  fieldTotalsEndpoint,
  getContactListPageEndpoint,
  getContactListsEndpoint,
  globalSearchEndpoint,
  renameContactListEndpoint,
  skipTraceEndpoint,
  systemContactListsEndpoint,
  verifyAddressesEndpoint,
} from './api';
import type {
  Contact,
  ContactList,
  FailedAddressList,
  FieldTotals,
  GlobalSearchHit,
  SkipTraceOrder,
  SystemContactList,
  VerificationResult,
} from './schemas';

// ---- Calls ---------------------------------------------------------------------------------------

export const listPageCall = createCall('contacts/lists', getContactListPageEndpoint);
export const listOptionsCall = createCall('contacts/listOptions', getContactListsEndpoint);
export const systemListsCall = createCall('contacts/systemLists', systemContactListsEndpoint);
export const renameListCall = createCall('contacts/renameList', renameContactListEndpoint);
export const searchCall = createCall('contacts/search', globalSearchEndpoint);
export const fieldTotalsCall = createCall('contacts/fieldTotals', fieldTotalsEndpoint);
export const editContactCall = createCall('contacts/editContact', editContactEndpoint);
export const verifyCall = createCall('contacts/verify', verifyAddressesEndpoint);
export const skipTraceCall = createCall('contacts/skipTrace', skipTraceEndpoint);
export const failedListsCall = createCall('contacts/failedLists', failedAddressListsEndpoint);

// ---- Intents the sagas carry out in several steps -----------------------------------------------

/** Delete a list: first ask whether an active campaign uses it (§8 "Deleting a list in use"). */
export const deleteListWanted = createAction<{ id: number }>('contacts/deleteListWanted');
export const exportWanted = createAction<{ id: number; name: string }>('contacts/exportWanted');
export const contactsWanted = createAction<{ id: number; type: ListType }>(
  'contacts/contactsWanted',
);
export const contactsLeft = createAction('contacts/contactsLeft');
export const deleteContactWanted = createAction<{ id: number; type: ListType }>(
  'contacts/deleteContactWanted',
);
export const failedDownloadWanted = createAction<{ contactlist_id: number; name: string }>(
  'contacts/failedDownloadWanted',
);
export const failedReadWanted = createAction<{ contactlist_id: number }>('contacts/failedRead');
export const failedDeleteWanted = createAction<{ contactlist_id: number }>('contacts/failedDelete');

/** Row actions in flight, by list id: their buttons show a loader and cannot be sent twice. */
export type RowBusy = 'delete' | 'export' | 'download' | 'read';

/** A list's contacts as they arrive page by page, padded to the total (§4 "Contacts"). */
export interface LoadedContacts {
  listId: number | null;
  type: ListType;
  rows: Contact[];
  total: number;
  maxPages: number;
  pagesLoaded: number;
  loading: boolean;
  error: ApiFailure | null;
}

export interface ContactsState {
  lists: CallState<ContactList[]>;
  /** The page of lists last asked for, so a delete can fetch it again. */
  listQuery: ListPageQuery;
  listOptions: CallState<ContactListOption[]>;
  systemLists: CallState<SystemContactList[]>;
  rename: CallState<{ id: number; name: string }>;
  search: CallState<GlobalSearchHit[]>;
  contacts: LoadedContacts;
  fieldTotals: CallState<FieldTotals>;
  editContact: CallState<Contact>;
  verify: CallState<VerificationResult>;
  skipTrace: CallState<SkipTraceOrder>;
  failed: CallState<FailedAddressList[]>;
  busy: Record<number, RowBusy>;
  /** Export progress by list id, 0–1 (null while the size is unknown). */
  exports: Record<number, number | null>;
  /** The last row action's failure, for the screen to show beside its toast. */
  rowError: UserMessage | null;
}

const noContacts: LoadedContacts = {
  listId: null,
  type: 'user',
  rows: [],
  total: 0,
  maxPages: 0,
  pagesLoaded: 0,
  loading: false,
  error: null,
};

const initialState: ContactsState = {
  lists: initialCallState(),
  listQuery: { limit: 10, offset: 0 },
  listOptions: initialCallState(),
  systemLists: initialCallState(),
  rename: initialCallState(),
  search: initialCallState(),
  contacts: noContacts,
  fieldTotals: initialCallState(),
  editContact: initialCallState(),
  verify: initialCallState(),
  skipTrace: initialCallState(),
  failed: initialCallState(),
  busy: {},
  exports: {},
  rowError: null,
};

export const contactsSlice = createSlice({
  name: 'contacts',
  initialState,
  reducers: {
    rowBusy(state, action: PayloadAction<{ id: number; busy: RowBusy | null }>) {
      if (action.payload.busy) state.busy[action.payload.id] = action.payload.busy;
      else delete state.busy[action.payload.id];
    },
    exportProgressed(
      state,
      action: PayloadAction<{ id: number; fraction: number | null | false }>,
    ) {
      if (action.payload.fraction === false) delete state.exports[action.payload.id];
      else state.exports[action.payload.id] = action.payload.fraction;
    },
    contactsStarted(state, action: PayloadAction<{ listId: number; type: ListType }>) {
      state.contacts = { ...noContacts, ...action.payload, loading: true };
    },
    contactPageArrived(
      state,
      action: PayloadAction<{ listId: number; rows: Contact[]; total: number; maxPages: number }>,
    ) {
      const contacts = state.contacts;
      if (contacts.listId !== action.payload.listId) return;
      contacts.rows.push(...action.payload.rows);
      contacts.total = Math.max(action.payload.total, contacts.rows.length);
      contacts.maxPages = action.payload.maxPages;
      contacts.pagesLoaded += 1;
      contacts.loading = contacts.pagesLoaded < contacts.maxPages;
    },
    contactsFailed(state, action: PayloadAction<{ listId: number; error: ApiFailure }>) {
      if (state.contacts.listId !== action.payload.listId) return;
      state.contacts.loading = false;
      state.contacts.error = action.payload.error;
    },
    contactRemoved(state, action: PayloadAction<{ id: number }>) {
      const index = state.contacts.rows.findIndex((row) => row.id === action.payload.id);
      if (index === -1) return;
      state.contacts.rows.splice(index, 1);
      state.contacts.total -= 1;
    },
    listRemoved(state, action: PayloadAction<{ id: number }>) {
      if (!state.lists.data) return;
      state.lists.data = state.lists.data.filter((list) => list.id !== action.payload.id);
      state.lists.totalCount = Math.max(0, (state.lists.totalCount ?? 1) - 1);
    },
    failedEntryChanged(
      state,
      action: PayloadAction<{ contactlist_id: number; entry: FailedAddressList | null }>,
    ) {
      if (!state.failed.data) return;
      const { contactlist_id: id, entry } = action.payload;
      state.failed.data = entry
        ? state.failed.data.map((row) => (row.contact_list_id === id ? entry : row))
        : state.failed.data.filter((row) => row.contact_list_id !== id);
    },
    rowFailed(state, action: PayloadAction<UserMessage | null>) {
      state.rowError = action.payload;
    },
  },
  extraReducers: (builder) => {
    addCallCases(builder, listPageCall, (state) => state.lists);
    addCallCases(builder, listOptionsCall, (state) => state.listOptions);
    addCallCases(builder, systemListsCall, (state) => state.systemLists);
    addCallCases(builder, renameListCall, (state) => state.rename);
    addCallCases(builder, searchCall, (state) => state.search);
    addCallCases(builder, fieldTotalsCall, (state) => state.fieldTotals);
    addCallCases(builder, editContactCall, (state) => state.editContact);
    addCallCases(builder, verifyCall, (state) => state.verify);
    addCallCases(builder, skipTraceCall, (state) => state.skipTrace);
    addCallCases(builder, failedListsCall, (state) => state.failed);
    // Renames and edits also change the loaded rows: matchers, since addCallCases owns their cases.
    builder
      .addCase(contactsLeft, (state) => {
        state.contacts = noContacts;
        state.fieldTotals = initialCallState();
        state.search = initialCallState();
      })
      .addCase(sessionEnded, () => initialState)
      .addMatcher(listPageCall.request.match, (state, action) => {
        state.listQuery = action.payload;
      })
      .addMatcher(renameListCall.success.match, (state, action) => {
        const { id, name } = action.payload.data;
        state.lists.data =
          state.lists.data?.map((list) => (list.id === id ? { ...list, name } : list)) ?? null;
      })
      .addMatcher(editContactCall.success.match, (state, action) => {
        const saved = action.payload.data;
        const index = state.contacts.rows.findIndex((row) => row.id === saved.id);
        if (index !== -1) state.contacts.rows[index] = saved;
      });
  },
  selectors: {
    selectLists: (state) => state.lists,
    selectListQuery: (state) => state.listQuery,
    selectListOptions: (state) => state.listOptions,
    selectSystemLists: (state) => state.systemLists,
    selectRename: (state) => state.rename,
    selectSearch: (state) => state.search,
    selectContacts: (state) => state.contacts,
    selectFieldTotals: (state) => state.fieldTotals,
    selectEditContact: (state) => state.editContact,
    selectVerify: (state) => state.verify,
    selectSkipTrace: (state) => state.skipTrace,
    selectFailed: (state) => state.failed,
    selectBusy: (state) => state.busy,
    selectExports: (state) => state.exports,
    selectRowError: (state) => state.rowError,
  },
});

export const {
  rowBusy,
  exportProgressed,
  contactsStarted,
  contactPageArrived,
  contactsFailed,
  contactRemoved,
  listRemoved,
  failedEntryChanged,
  rowFailed,
} = contactsSlice.actions;

export const {
  selectLists,
  selectListQuery,
  selectListOptions,
  selectSystemLists,
  selectRename,
  selectSearch,
  selectContacts,
  selectFieldTotals,
  selectEditContact,
  selectVerify,
  selectSkipTrace,
  selectFailed,
  selectBusy,
  selectExports,
  selectRowError,
} = contactsSlice.selectors;
