import type { AlignEdge, AlignTarget, DistributeAxis } from './arrange';
import type { CardObject } from './document';
import type { SideSnapshot } from './editorState';
import type { CardGeometry } from './geometry';
import type { NextId } from './ids';
import type { KeyBinding } from './keyBindings';
import type { CommandMessageId } from './messages';
import type { ObjectChange } from './objectEdits';
import type { ReorderDirection } from './ordering';

/**
 * What a command is, registered as excalidraw registers actions: a name, a label, key bindings,
 * and a pure `perform` from one side's snapshot to the next. Every change the author makes is one
 * of these, so every change can be undone (history.ts records the snapshot before it).
 */

export interface CommandContext {
  /** The card's geometry, for aligning to the safe box. */
  geometry: CardGeometry;
  /** Fresh object ids for commands that create objects (ids.ts). */
  nextId: NextId;
}

export interface Command<Args> {
  name: string;
  /** Message id of the command's name in menus, tooltips and "Undo <name>". */
  labelId: CommandMessageId;
  keyBindings: KeyBinding<Args>[];
  /** False for commands that change only the selection: they leave no undo entry. */
  recordsHistory: boolean;
  perform(snapshot: SideSnapshot, args: Args, context: CommandContext): SideSnapshot;
}

export type NoArgs = Record<string, never>;
export const NO_ARGS: NoArgs = {};

export interface CommandArgsByName {
  /** Ids are turned into their top-level objects' ids (a preflight issue may name a grouped child). */
  select: { ids: string[]; mode?: 'replace' | 'add' | 'toggle' };
  selectAll: NoArgs;
  clearSelection: NoArgs;
  /** The object's id is replaced by a fresh one; the new object is selected. */
  addObject: { object: CardObject };
  /** Move, resize, rotate and style: one entry per object; the lot is one undo step. */
  updateObjects: { changes: ObjectChange[] };
  deleteSelection: NoArgs;
  duplicateSelection: { offset?: number };
  /** `objects` is what copySelected put on the clipboard, from this side or the other. */
  paste: { objects: CardObject[]; offset?: number };
  reorder: { direction: ReorderDirection };
  /** Omitted: toggle. */
  setLocked: { locked?: boolean };
  setHidden: { hidden?: boolean };
  group: NoArgs;
  ungroup: NoArgs;
  /** `to` defaults to the selection's bounds, or to the safe box when one object is selected. */
  align: { edge: AlignEdge; to?: AlignTarget };
  distribute: { axis: DistributeAxis };
  nudge: { dx: number; dy: number };
}

export type CommandName = keyof CommandArgsByName;
export type CommandRegistry = { [N in CommandName]: Command<CommandArgsByName[N]> & { name: N } };

/** The snapshot with new objects, or the same snapshot when they did not change. */
export function objectsOnly(snapshot: SideSnapshot, objects: CardObject[]): SideSnapshot {
  return objects === snapshot.objects ? snapshot : { ...snapshot, objects };
}
