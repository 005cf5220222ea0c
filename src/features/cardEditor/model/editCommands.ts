import { type CommandRegistry, NO_ARGS, objectsOnly } from './commandTypes';
import {
  addObject,
  applyChanges,
  copySelected,
  deleteSelected,
  PASTE_OFFSET_PT,
  pasteObjects,
} from './objectEdits';

/** Commands that add, change, delete and copy objects. */

type EditCommands = Pick<
  CommandRegistry,
  'addObject' | 'updateObjects' | 'deleteSelection' | 'duplicateSelection' | 'paste'
>;

export const EDIT_COMMANDS: EditCommands = {
  addObject: {
    name: 'addObject',
    labelId: 'cardEditor.command.addObject',
    keyBindings: [],
    recordsHistory: true,
    perform: (snapshot, { object }, { nextId }) => {
      const added = addObject(snapshot.objects, object, nextId);
      return { objects: added.objects, selection: [added.id] };
    },
  },
  updateObjects: {
    name: 'updateObjects',
    labelId: 'cardEditor.command.updateObjects',
    keyBindings: [],
    recordsHistory: true,
    perform: (snapshot, { changes }) =>
      objectsOnly(snapshot, applyChanges(snapshot.objects, changes)),
  },
  deleteSelection: {
    name: 'deleteSelection',
    labelId: 'cardEditor.command.deleteSelection',
    recordsHistory: true,
    keyBindings: [
      { key: 'Delete', args: NO_ARGS },
      { key: 'Backspace', args: NO_ARGS },
    ],
    perform: (snapshot) =>
      objectsOnly(snapshot, deleteSelected(snapshot.objects, snapshot.selection)),
  },
  duplicateSelection: {
    name: 'duplicateSelection',
    labelId: 'cardEditor.command.duplicateSelection',
    recordsHistory: true,
    keyBindings: [{ key: 'd', mod: true, args: {} }],
    perform: (snapshot, { offset }, { nextId }) => {
      const clipboard = copySelected(snapshot.objects, snapshot.selection);
      const pasted = pasteObjects(snapshot.objects, clipboard, offset ?? PASTE_OFFSET_PT, nextId);
      return pasted.ids.length === 0
        ? snapshot
        : { objects: pasted.objects, selection: pasted.ids };
    },
  },
  paste: {
    // Mod+V is bound by the canvas, which reads the clipboard; the model has no clipboard.
    name: 'paste',
    labelId: 'cardEditor.command.paste',
    keyBindings: [],
    recordsHistory: true,
    perform: (snapshot, { objects, offset }, { nextId }) => {
      const pasted = pasteObjects(snapshot.objects, objects, offset ?? PASTE_OFFSET_PT, nextId);
      return pasted.ids.length === 0
        ? snapshot
        : { objects: pasted.objects, selection: pasted.ids };
    },
  },
};
