import {
  alignObjects,
  distributeObjects,
  NUDGE_LARGE_STEP_PT,
  NUDGE_STEP_PT,
  nudgeObjects,
} from './arrange';
import { type CommandArgsByName, type CommandRegistry, objectsOnly } from './commandTypes';
import type { KeyBinding } from './keyBindings';
import { movableSelected } from './objectUpdates';

/** Commands that place objects: align, distribute and nudge. */

function nudgeBindings(): KeyBinding<CommandArgsByName['nudge']>[] {
  const arrows = [
    ['ArrowLeft', -1, 0],
    ['ArrowRight', 1, 0],
    ['ArrowUp', 0, -1],
    ['ArrowDown', 0, 1],
  ] as const;
  return arrows.flatMap(([key, x, y]) => [
    { key, args: { dx: x * NUDGE_STEP_PT, dy: y * NUDGE_STEP_PT } },
    { key, shift: true, args: { dx: x * NUDGE_LARGE_STEP_PT, dy: y * NUDGE_LARGE_STEP_PT } },
  ]);
}

type LayoutCommands = Pick<CommandRegistry, 'align' | 'distribute' | 'nudge'>;

export const LAYOUT_COMMANDS: LayoutCommands = {
  align: {
    name: 'align',
    labelId: 'cardEditor.command.align',
    recordsHistory: true,
    keyBindings: (
      [
        ['KeyA', 'left'],
        ['KeyH', 'centre'],
        ['KeyD', 'right'],
        ['KeyW', 'top'],
        ['KeyV', 'middle'],
        ['KeyS', 'bottom'],
      ] as const
    ).map(([code, edge]) => ({ code, alt: true, args: { edge } })),
    perform: (snapshot, { edge, to }, { geometry }) => {
      // One object has no selection to align to, so it aligns to the page's safe box.
      const movable = movableSelected(snapshot.objects, snapshot.selection);
      const target = to ?? (movable.length === 1 ? 'safeBox' : 'selection');
      const box = target === 'safeBox' ? geometry.safeBox : 'selection';
      return objectsOnly(snapshot, alignObjects(snapshot.objects, snapshot.selection, edge, box));
    },
  },
  distribute: {
    name: 'distribute',
    labelId: 'cardEditor.command.distribute',
    recordsHistory: true,
    keyBindings: [
      { code: 'KeyH', alt: true, shift: true, args: { axis: 'horizontal' } },
      { code: 'KeyV', alt: true, shift: true, args: { axis: 'vertical' } },
    ],
    perform: (snapshot, { axis }) =>
      objectsOnly(snapshot, distributeObjects(snapshot.objects, snapshot.selection, axis)),
  },
  nudge: {
    name: 'nudge',
    labelId: 'cardEditor.command.nudge',
    recordsHistory: true,
    keyBindings: nudgeBindings(),
    perform: (snapshot, { dx, dy }) =>
      objectsOnly(snapshot, nudgeObjects(snapshot.objects, snapshot.selection, dx, dy)),
  },
};
