import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../../../state/session';
import type { UserMessage } from '../../../state/userMessage';
import type { HeaderMapping } from '../api';
import type { ListStatus } from '../schemas';

/**
 * The upload half of an import, after the file is checked: create the list (or use the chosen
 * one), upload the file in chunks, send the column mapping, then poll until the list is ready.
 */
export type ImportStep = 'create' | 'upload' | 'map' | 'poll';
export type ImportPhase = 'idle' | ImportStep | 'ready' | 'failed';

export interface ImportRequest {
  /** The chosen file, kept outside the store (src/features/contacts/import/chosenFiles.ts). */
  fileId: string;
  /** A new list by this name, or an existing list's id. */
  target: { name: string } | { listId: number };
  /** The list's name, for the message when it is ready. */
  listName: string;
  mapping: HeaderMapping;
  repairZips: boolean;
  /** On a retry: the list the failed attempt created, and the step to start again from. */
  resume?: { listId: number; from: ImportStep };
}

export interface ImportState {
  phase: ImportPhase;
  request: ImportRequest | null;
  listId: number | null;
  uploadedBytes: number;
  totalBytes: number;
  status: ListStatus | null;
  total: number;
  dpvFailed: number;
  failedStep: ImportStep | null;
  error: UserMessage | null;
}

const initialState: ImportState = {
  phase: 'idle',
  request: null,
  listId: null,
  uploadedBytes: 0,
  totalBytes: 0,
  status: null,
  total: 0,
  dpvFailed: 0,
  failedStep: null,
  error: null,
};

export const importStarted = createAction<ImportRequest>('contactImport/started');
export const importCancelled = createAction('contactImport/cancelled');

export const importSlice = createSlice({
  name: 'contactImport',
  initialState,
  reducers: {
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
    importReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(importStarted, (state, action) => ({
        ...initialState,
        request: action.payload,
        listId: action.payload.resume?.listId ?? null,
        totalBytes: state.totalBytes,
      }))
      .addCase(sessionEnded, () => initialState);
  },
  selectors: { selectImport: (state) => state },
});

export const {
  stepStarted,
  listCreated,
  uploadProgressed,
  statusReported,
  stepFailed,
  importReset,
} = importSlice.actions;
export const { selectImport } = importSlice.selectors;
