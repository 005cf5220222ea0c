import { type CommandRegistry, NO_ARGS, objectsOnly } from './commandTypes';
import { groupObjects, ungroupObjects } from './grouping';
import { reorderObjects, setFlag } from './ordering';

/** Commands on layers: their order, lock and hide flags, and groups. */

type LayerCommands = Pick<
  CommandRegistry,
  'reorder' | 'setLocked' | 'setHidden' | 'group' | 'ungroup'
>;

export const LAYER_COMMANDS: LayerCommands = {
  reorder: {
    name: 'reorder',
    labelId: 'cardEditor.command.reorder',
    recordsHistory: true,
    keyBindings: [
      { key: ']', mod: true, args: { direction: 'forward' } },
      { key: '[', mod: true, args: { direction: 'backward' } },
      // Shift turns ] and [ into } and { on US layouts; both are listed.
      { key: ']', mod: true, shift: true, args: { direction: 'front' } },
      { key: '}', mod: true, shift: true, args: { direction: 'front' } },
      { key: '[', mod: true, shift: true, args: { direction: 'back' } },
      { key: '{', mod: true, shift: true, args: { direction: 'back' } },
    ],
    perform: (snapshot, { direction }) =>
      objectsOnly(snapshot, reorderObjects(snapshot.objects, snapshot.selection, direction)),
  },
  setLocked: {
    name: 'setLocked',
    labelId: 'cardEditor.command.setLocked',
    recordsHistory: true,
    keyBindings: [{ key: 'l', mod: true, shift: true, args: {} }],
    perform: (snapshot, { locked }) =>
      objectsOnly(snapshot, setFlag(snapshot.objects, snapshot.selection, 'locked', locked)),
  },
  setHidden: {
    name: 'setHidden',
    labelId: 'cardEditor.command.setHidden',
    recordsHistory: true,
    keyBindings: [{ key: 'h', mod: true, shift: true, args: {} }],
    perform: (snapshot, { hidden }) =>
      objectsOnly(snapshot, setFlag(snapshot.objects, snapshot.selection, 'hidden', hidden)),
  },
  group: {
    name: 'group',
    labelId: 'cardEditor.command.group',
    recordsHistory: true,
    keyBindings: [{ key: 'g', mod: true, args: NO_ARGS }],
    perform: (snapshot, _args, { nextId }) => {
      const grouped = groupObjects(snapshot.objects, snapshot.selection, nextId());
      return grouped.groupId === null
        ? snapshot
        : { objects: grouped.objects, selection: [grouped.groupId] };
    },
  },
  ungroup: {
    name: 'ungroup',
    labelId: 'cardEditor.command.ungroup',
    recordsHistory: true,
    keyBindings: [{ key: 'g', mod: true, shift: true, args: NO_ARGS }],
    perform: (snapshot) => {
      const released = ungroupObjects(snapshot.objects, snapshot.selection);
      if (released.objects === snapshot.objects) return snapshot;
      const kept = snapshot.selection.filter((id) =>
        released.objects.some((object) => object.id === id),
      );
      return { objects: released.objects, selection: [...kept, ...released.releasedIds] };
    },
  },
};
