import type { CardDocument, CardObject, SideName } from './document';

/**
 * The editor's state as the store holds it: the document, the side being edited, and for each side
 * its own selection and undo history, so switching sides keeps both (the rule).
 */

/** One side's objects and selection at a moment: what a command works on and undo restores. */
export interface SideSnapshot {
  objects: CardObject[];
  /** Ids of selected top-level objects, in the order they were selected. */
  selection: string[];
}

/** An undo (or redo) step: the command's name, for "Undo Move", and the side before (or after) it. */
export interface HistoryEntry {
  commandName: string;
  snapshot: SideSnapshot;
}

export interface SideEditorState {
  selection: string[];
  /** Oldest first: the last entry is what Undo restores. */
  past: HistoryEntry[];
  /** Oldest first: the last entry is what Redo restores. */
  future: HistoryEntry[];
}

export interface EditorState {
  document: CardDocument;
  activeSide: SideName;
  sides: Record<SideName, SideEditorState>;
}

const freshSide = (): SideEditorState => ({ selection: [], past: [], future: [] });

export function createEditorState(
  document: CardDocument,
  activeSide: SideName = 'front',
): EditorState {
  return { document, activeSide, sides: { front: freshSide(), back: freshSide() } };
}

export function snapshotOf(state: EditorState, side: SideName = state.activeSide): SideSnapshot {
  return { objects: state.document.sides[side].objects, selection: state.sides[side].selection };
}

/** The state with one side's objects and selection replaced (history untouched). */
export function withSnapshot(
  state: EditorState,
  side: SideName,
  snapshot: SideSnapshot,
): EditorState {
  const document =
    snapshot.objects === state.document.sides[side].objects
      ? state.document
      : {
          ...state.document,
          sides: { ...state.document.sides, [side]: { objects: snapshot.objects } },
        };
  return {
    ...state,
    document,
    sides: { ...state.sides, [side]: { ...state.sides[side], selection: snapshot.selection } },
  };
}

/** Switches the side being edited; each side keeps its selection and history. */
export function setActiveSide(state: EditorState, side: SideName): EditorState {
  return side === state.activeSide ? state : { ...state, activeSide: side };
}
