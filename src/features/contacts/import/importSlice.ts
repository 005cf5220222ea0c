import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../../../state/session';
import type { UserMessage } from '../../../state/userMessage';
import type { HeaderMapping } from '../api';
import type { ListStatus } from '../schemas';

/**
 * The upload half of an import, after the file is checked: check a new list's name, create the
 * list (or use the chosen one), upload the file in chunks, send the column mapping, then poll
 * until the list is ready. The sequence runs in importSaga.ts; this slice holds its plain facts.
 */
export type ImportStep = 'create' | 'upload' | 'map' | 'poll';
export type ImportPhase = 'idle' | 'checkingName' | ImportStep | 'ready' | 'failed';
export type NameRefusal = 'taken' | 'checkFailed';

/** What the user asked to import: the payload of `importStarted`. */
export interface ImportOrder {
  /**
   * The chosen file. It travels in the action to the saga, which keeps it for a retry; no reducer
   * stores it (a File is not serialisable; src/app/store.ts exempts this one action type).
   */
  file: File;
  /** A new list by this name, or an existing list's id. */
  target: { name: string } | { listId: number };
  /** The list's name, for the message when it is ready. */
  listName: string;
  mapping: HeaderMapping;
  repairZips: boolean;
}

export interface ImportState {
  phase: ImportPhase;
  listName: string;
  listId: number | null;
  uploadedBytes: number;
  totalBytes: number;
  status: ListStatus | null;
  total: number;
  dpvFailed: number;
  failedStep: ImportStep | null;
  error: UserMessage | null;
  /** The new list's name the check refused, and why: shown while the name field still reads so. */
  refusedName: { name: string; reason: NameRefusal } | null;
}

const initialState: ImportState = {
  phase: 'idle',
  listName: '',
  listId: null,
  uploadedBytes: 0,
  totalBytes: 0,
  status: null,
  total: 0,
  dpvFailed: 0,
  failedStep: null,
  error: null,
  refusedName: null,
};

// The component's intents; the saga answers them.
export const importStarted = createAction<ImportOrder>('contactImport/started');
/** "Try again": resume at the step that failed, with the same file. */
export const importRetried = createAction('contactImport/retried');
/** The user confirmed closing mid-import: stop it and forget it. */
export const importCancelled = createAction('contactImport/cancelled');
/** The wizard opened: a finished or failed earlier import is not this one (a running one is). */
export const importWizardOpened = createAction('contactImport/wizardOpened');

export const importSlice = createSlice({
  name: 'contactImport',
  initialState,
  reducers: {
    nameRefused(state, action: PayloadAction<{ name: string; reason: NameRefusal }>) {
      state.phase = 'idle';
      state.refusedName = action.payload;
    },
    stepStarted(state, action: PayloadAction<ImportStep>) {
      state.phase = action.payload;
      state.error = null;
      state.failedStep = null;
    },
    listCreated(state, action: PayloadAction<number>) {
      state.listId = action.payload;
    },
    uploadProgressed(state, action: PayloadAction<{ uploaded: number; total: number }>) {
      state.uploadedBytes = action.payload.uploaded;
      state.totalBytes = action.payload.total;
    },
    statusReported(
      state,
      action: PayloadAction<{ status: ListStatus; total: number; dpvFailed: number }>,
    ) {
      state.status = action.payload.status;
      state.total = action.payload.total;
      state.dpvFailed = action.payload.dpvFailed;
      if (action.payload.status === 'ready') state.phase = 'ready';
    },
    stepFailed(state, action: PayloadAction<{ step: ImportStep; error: UserMessage }>) {
      state.phase = 'failed';
      state.failedStep = action.payload.step;
      state.error = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(importStarted, (_state, action) => ({
        ...initialState,
        phase: 'name' in action.payload.target ? 'checkingName' : 'upload',
        listName: action.payload.listName,
        listId: 'listId' in action.payload.target ? action.payload.target.listId : null,
        totalBytes: action.payload.file.size,
      }))
      .addCase(importRetried, (state) => {
        if (state.phase !== 'failed' || !state.failedStep) return;
        state.phase = state.failedStep;
        state.failedStep = null;
        state.error = null;
      })
      .addCase(importWizardOpened, (state) =>
        state.phase === 'ready' || state.phase === 'failed' ? initialState : state,
      )
      .addCase(importCancelled, () => initialState)
      .addCase(sessionEnded, () => initialState);
  },
  selectors: { selectImport: (state) => state },
});

export const {
  nameRefused,
  stepStarted,
  listCreated,
  uploadProgressed,
  statusReported,
  stepFailed,
} = importSlice.actions;
export const { selectImport } = importSlice.selectors;
