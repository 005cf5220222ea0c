import { type CommandArgsByName, type CommandName, COMMANDS } from './commands';
import {
  type EditorState,
  type HistoryEntry,
  type SideSnapshot,
  snapshotOf,
  withSnapshot,
} from './editorState';
import { cardGeometry } from './geometry';
import { idAllocator } from './ids';

/**
 * Running commands with undo and redo, per side. Each entry keeps the side's snapshot from before
 * the command; thanks to structural sharing a snapshot costs one array of references, not a copy.
 * Konva's editor guidance applies: the canvas runs a command once an action is finished (at the
 * end of a drag, not on every pointer move), so one gesture is one undo step.
 */

/** Undo steps kept per side; the oldest are dropped beyond this. */
export const HISTORY_LIMIT = 200;

function pushCapped(entries: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const next = [...entries, entry];
  return next.length > HISTORY_LIMIT ? next.slice(next.length - HISTORY_LIMIT) : next;
}

/** The selection without ids that no longer name a top-level object (after a delete, say). */
function prunedSelection(snapshot: SideSnapshot): SideSnapshot {
  const present = new Set(snapshot.objects.map((object) => object.id));
  const selection = snapshot.selection.filter((id) => present.has(id));
  return selection.length === snapshot.selection.length ? snapshot : { ...snapshot, selection };
}

function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * Runs a command on the active side. A command that changes objects leaves one undo entry and
 * clears redo; one that changes only the selection leaves none; one that changes nothing returns
 * the very same state.
 */
export function runCommand<N extends CommandName>(
  state: EditorState,
  name: N,
  args: CommandArgsByName[N],
): EditorState {
  const command = COMMANDS[name];
  const side = state.activeSide;
  const before = snapshotOf(state, side);
  const context = {
    geometry: cardGeometry(state.document.size),
    nextId: idAllocator(state.document),
  };
  const after = prunedSelection(command.perform(before, args, context));
  const objectsChanged = after.objects !== before.objects;
  if (!objectsChanged && sameSelection(after.selection, before.selection)) return state;
  const next = withSnapshot(state, side, after);
  if (!objectsChanged || !command.recordsHistory) return next;
  const history = next.sides[side];
  return {
    ...next,
    sides: {
      ...next.sides,
      [side]: {
        ...history,
        past: pushCapped(history.past, { commandName: name, snapshot: before }),
        future: [],
      },
    },
  };
}

function travel(state: EditorState, from: 'past' | 'future'): EditorState {
  const side = state.activeSide;
  const history = state.sides[side];
  const entry = history[from].at(-1);
  if (!entry) return state;
  const current: HistoryEntry = {
    commandName: entry.commandName,
    snapshot: snapshotOf(state, side),
  };
  const to = from === 'past' ? 'future' : 'past';
  const next = withSnapshot(state, side, entry.snapshot);
  return {
    ...next,
    sides: {
      ...next.sides,
      [side]: {
        ...next.sides[side],
        [from]: history[from].slice(0, -1),
        [to]: pushCapped(history[to], current),
      },
    },
  };
}

/** Restores the active side as it was before its last command. */
export function undo(state: EditorState): EditorState {
  return travel(state, 'past');
}

/** Runs the last undone command of the active side again (its result, restored). */
export function redo(state: EditorState): EditorState {
  return travel(state, 'future');
}

/** The name of the command Undo would reverse on the active side, or null (for "Undo Move"). */
export function undoCommandName(state: EditorState): string | null {
  return state.sides[state.activeSide].past.at(-1)?.commandName ?? null;
}

export function redoCommandName(state: EditorState): string | null {
  return state.sides[state.activeSide].future.at(-1)?.commandName ?? null;
}
