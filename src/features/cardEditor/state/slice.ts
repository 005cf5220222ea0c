import { type PayloadAction, createAction, createSlice, original } from '@reduxjs/toolkit';
import type { UserMessage } from '../../../api';
import { addCallCases, type CallState, initialCallState } from '../../../state/callState';
import { sessionEnded } from '../../../state/session';
import type { Contact, ContactListOption } from '../../contacts';
import type { Template } from '../../templates';
import {
  type CardDocument,
  type CardSizeId,
  type CommandArgsByName,
  type CommandName,
  createEditorState,
  type EditorState,
  emptyDocument,
  redo,
  runCommand,
  setActiveSide,
  type SideName,
  undo,
} from '../model';
import { libraryCardsCall, previewContactsCall, previewListsCall } from './calls';

/**
 * The card editor's state: the document as plain data with each side's selection and history
 * (model/editorState.ts), the card's template fields, what the server last saved, and where a
 * load or a save stands. Canvas nodes are never stored; the canvas renders this.
 */

export interface CardMeta {
  title: string;
  category: number | null;
  industry_id: number | null;
}

export const EMPTY_META: CardMeta = { title: '', category: null, industry_id: null };
export const NEW_CARD_SIZE: CardSizeId = '6x9';

/** An opened card as the server sent it. */
export interface LoadedCard {
  templateId: number;
  meta: CardMeta;
  document: CardDocument;
  /** The stored design could not be read: the editor starts from an empty card of this size. */
  unreadable: boolean;
  complete: boolean;
  /** When the server last changed the card (its updated_at, ms epoch); null when not readable. */
  savedAt: number | null;
}

export type LoadStatus =
  { phase: 'loading' } | { phase: 'ready' } | { phase: 'failed'; message: UserMessage };

export type SaveStatus =
  | { phase: 'idle' }
  | { phase: 'saving'; publish: boolean }
  | { phase: 'saved'; publish: boolean; complete: boolean }
  | { phase: 'failed'; publish: boolean; message: UserMessage };

export interface CardEditorState {
  /** Null for a new card until its first save reserves an id. */
  templateId: number | null;
  /** The server has the card (create_template succeeded, or it was opened): saves update it. */
  created: boolean;
  load: LoadStatus;
  unreadable: boolean;
  editor: EditorState;
  meta: CardMeta;
  /** What the server holds (the loaded or last saved card): the editor is dirty when it differs. */
  saved: { document: CardDocument | null; meta: CardMeta; savedAt: number | null };
  /** The server's complete status of the card as last read. */
  complete: boolean;
  save: SaveStatus;
  /** Saves started since the card opened: a late answer to an earlier save is told apart. */
  saveCount: number;
  /** When editing began, or the last save: the edit timer reports the time since (ms epoch). */
  timerStartedAt: number;
  /** The merge preview's contact lists, and the contacts of the one chosen (its first page). */
  preview: {
    lists: CallState<ContactListOption[]>;
    contacts: CallState<{ data: Contact[]; total: number }>;
  };
  /** The author's own cards, read when the Images panel opens, for the images they hold. */
  libraryCards: CallState<Template[]>;
}

function freshState(templateId: number | null, now: number): CardEditorState {
  const editor = createEditorState(emptyDocument(NEW_CARD_SIZE));
  return {
    templateId,
    created: templateId !== null,
    load: templateId === null ? { phase: 'ready' } : { phase: 'loading' },
    unreadable: false,
    editor,
    meta: EMPTY_META,
    // A new card untouched is not dirty; a loading one has nothing to compare with yet.
    saved: {
      document: templateId === null ? editor.document : null,
      meta: EMPTY_META,
      savedAt: null,
    },
    complete: false,
    save: { phase: 'idle' },
    saveCount: 0,
    timerStartedAt: now,
    preview: { lists: initialCallState(), contacts: initialCallState() },
    libraryCards: initialCallState(),
  };
}

const initialState: CardEditorState = freshState(null, 0);

/** The editor opened a card (`null`: a new one); an id makes the saga load it. */
export const cardOpened = createAction<{ templateId: number | null; now: number }>(
  'cardEditor/opened',
);
/** Save as draft (`publish` false) or publish; the saga runs the whole sequence. */
export const saveRequested = createAction<{ publish: boolean }>('cardEditor/saveRequested');
/** What follows a save the author has been told of (saveSaga.ts's afterSave). */
export interface SaveFollowUp {
  templateId: number;
  timer: { template_id: number; started_at: string; seconds: number };
  /** The save it follows (saveCount), so an answer does not overwrite a later save's. */
  save: number;
  /** Whether the card is complete, as a publish read it; null for a draft, read afterwards. */
  complete: boolean | null;
}
/** A save succeeded: the edit timer, a draft's complete status and the announcement follow. */
export const saveFollowUp = createAction<SaveFollowUp>('cardEditor/saveFollowUp');
/** The editor closed: the next opening starts clean. */
export const cardClosed = createAction('cardEditor/closed');

export const cardEditorSlice = createSlice({
  name: 'cardEditor',
  initialState,
  reducers: {
    cardLoaded(state, action: PayloadAction<LoadedCard>) {
      const card = action.payload;
      if (state.templateId !== card.templateId) return;
      state.load = { phase: 'ready' };
      state.unreadable = card.unreadable;
      state.editor = createEditorState(card.document);
      state.meta = card.meta;
      state.saved = {
        document: card.unreadable ? null : card.document,
        meta: card.meta,
        savedAt: card.savedAt,
      };
      state.complete = card.complete;
    },
    cardLoadFailed(state, action: PayloadAction<{ templateId: number; message: UserMessage }>) {
      if (state.templateId !== action.payload.templateId) return;
      state.load = { phase: 'failed', message: action.payload.message };
    },
    /** One named command on the active side (model/commands.ts), recorded for undo. */
    commandRun: {
      reducer(state, action: PayloadAction<{ name: CommandName; args: unknown }>) {
        const editor = original(state).editor;
        const { name, args } = action.payload;
        const next = runCommand(editor, name, args as CommandArgsByName[typeof name]);
        if (next !== editor) state.editor = next;
      },
      prepare<N extends CommandName>(name: N, args: CommandArgsByName[N]) {
        return { payload: { name, args: args as unknown } };
      },
    },
    undone(state) {
      state.editor = undo(original(state).editor);
    },
    redone(state) {
      state.editor = redo(original(state).editor);
    },
    sideChosen(state, action: PayloadAction<SideName>) {
      state.editor = setActiveSide(original(state).editor, action.payload);
    },
    /** The card's size; objects keep their places (preflight then says what falls outside). */
    sizeChosen(state, action: PayloadAction<CardSizeId>) {
      const editor = original(state).editor;
      if (editor.document.size === action.payload) return;
      state.editor = { ...editor, document: { ...editor.document, size: action.payload } };
    },
    metaChanged(state, action: PayloadAction<Partial<CardMeta>>) {
      Object.assign(state.meta, action.payload);
    },
    /** A local draft replaces the document (its history starts again) and the fields. */
    draftRestored(state, action: PayloadAction<{ document: CardDocument; meta: CardMeta }>) {
      state.editor = createEditorState(action.payload.document);
      state.meta = action.payload.meta;
    },
    saveStarted(state, action: PayloadAction<{ publish: boolean }>) {
      state.save = { phase: 'saving', publish: action.payload.publish };
      state.saveCount += 1;
    },
    /** A reserved id is the card's from now on, even if a later step of the save fails. */
    idReserved(state, action: PayloadAction<number>) {
      state.templateId = action.payload;
    },
    /** create_template went through, even if another step of the save failed: saves update it. */
    cardCreated(state, action: PayloadAction<number>) {
      if (state.templateId === action.payload) state.created = true;
    },
    /**
     * The server's complete status, read after a draft was saved; not when another save has
     * started since (its own answer counts) or another card is open.
     */
    completeStatusRead(
      state,
      action: PayloadAction<{ templateId: number; save: number; complete: boolean }>,
    ) {
      const { templateId, save, complete } = action.payload;
      if (state.templateId === templateId && state.saveCount === save) state.complete = complete;
    },
    saveSucceeded(
      state,
      action: PayloadAction<{
        publish: boolean;
        complete: boolean;
        document: CardDocument;
        meta: CardMeta;
        now: number;
      }>,
    ) {
      const { publish, complete, document, meta, now } = action.payload;
      state.created = true;
      state.save = { phase: 'saved', publish, complete };
      state.saved = { document, meta, savedAt: now };
      state.complete = complete;
      state.unreadable = false;
      state.timerStartedAt = now;
    },
    saveFailed(state, action: PayloadAction<{ publish: boolean; message: UserMessage }>) {
      state.save = { phase: 'failed', ...action.payload };
    },
    saveStatusSeen(state) {
      if (state.save.phase === 'saved' || state.save.phase === 'failed')
        state.save = { phase: 'idle' };
    },
  },
  extraReducers: (builder) => {
    addCallCases(builder, previewListsCall, (state) => state.preview.lists);
    addCallCases(builder, libraryCardsCall, (state) => state.libraryCards);
    addCallCases(
      builder,
      previewContactsCall,
      (state) => state.preview.contacts,
      (success) => ({ data: success.data.data, total: success.data.total }),
    );
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(cardClosed, () => initialState)
      .addCase(cardOpened, (_state, action) =>
        freshState(action.payload.templateId, action.payload.now),
      );
  },
  selectors: {
    selectCardEditor: (state) => state,
    selectEditor: (state) => state.editor,
    selectDocument: (state) => state.editor.document,
    selectActiveSide: (state) => state.editor.activeSide,
    selectMeta: (state) => state.meta,
    selectSaveStatus: (state) => state.save,
    selectLoadStatus: (state) => state.load,
    selectPreview: (state) => state.preview,
    selectLibraryCards: (state) => state.libraryCards,
  },
});

export const {
  cardLoaded,
  cardLoadFailed,
  commandRun,
  undone,
  redone,
  sideChosen,
  sizeChosen,
  metaChanged,
  draftRestored,
  saveStarted,
  idReserved,
  cardCreated,
  completeStatusRead,
  saveSucceeded,
  saveFailed,
  saveStatusSeen,
} = cardEditorSlice.actions;

export const {
  selectCardEditor,
  selectEditor,
  selectDocument,
  selectActiveSide,
  selectMeta,
  selectSaveStatus,
  selectLoadStatus,
  selectPreview,
  selectLibraryCards,
} = cardEditorSlice.selectors;
