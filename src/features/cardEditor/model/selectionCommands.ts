import { type CommandArgsByName, type CommandRegistry, NO_ARGS } from './commandTypes';
import type { SideSnapshot } from './editorState';
import { topLevelIdOf } from './objectTree';

/** Selection commands: they change what is selected on the side, never the document. */

function selectIds(snapshot: SideSnapshot, args: CommandArgsByName['select']): SideSnapshot {
  const wanted = args.ids
    .map((id) => topLevelIdOf(snapshot.objects, id))
    .filter((id): id is string => id !== null);
  const mode = args.mode ?? 'replace';
  let selection: string[];
  if (mode === 'replace') selection = wanted;
  else if (mode === 'add') selection = [...snapshot.selection, ...wanted];
  else {
    const toggled = new Set(wanted);
    selection = [
      ...snapshot.selection.filter((id) => !toggled.has(id)),
      ...wanted.filter((id) => !snapshot.selection.includes(id)),
    ];
  }
  return { ...snapshot, selection: [...new Set(selection)] };
}

type SelectionCommands = Pick<CommandRegistry, 'select' | 'selectAll' | 'clearSelection'>;

export const SELECTION_COMMANDS: SelectionCommands = {
  select: {
    name: 'select',
    labelId: 'cardEditor.command.select',
    keyBindings: [],
    recordsHistory: false,
    perform: selectIds,
  },
  selectAll: {
    name: 'selectAll',
    labelId: 'cardEditor.command.selectAll',
    recordsHistory: false,
    keyBindings: [{ key: 'a', mod: true, args: NO_ARGS }],
    perform: (snapshot) => ({
      ...snapshot,
      selection: snapshot.objects.map((object) => object.id),
    }),
  },
  clearSelection: {
    name: 'clearSelection',
    labelId: 'cardEditor.command.clearSelection',
    recordsHistory: false,
    keyBindings: [{ key: 'Escape', args: NO_ARGS }],
    perform: (snapshot) => ({ ...snapshot, selection: [] }),
  },
};
