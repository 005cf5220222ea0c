import {
  type CommandArgsByName,
  type CommandName,
  createEditorState,
  type EditorState,
  HISTORY_LIMIT,
  redo,
  runCommand,
  setActiveSide,
  snapshotOf,
  undo,
  undoCommandName,
} from '../../../src/features/cardEditor/model';
import { boundsOf } from '../../../src/features/cardEditor/model/transform';
import { documentWith, groupObject, rectObject, textObject } from './cardFixtures';

/** A front with three rectangles side by side (a, b, c) and a locked one (d); a back with one. */
function startState(selection: string[] = []): EditorState {
  const state = createEditorState(
    documentWith(
      [
        rectObject('a', { x: 20, y: 20, width: 40, height: 40 }),
        rectObject('b', { x: 100, y: 60, width: 40, height: 20 }),
        rectObject('c', { x: 300, y: 100, width: 20, height: 60 }),
        rectObject('d', { x: 400, y: 200, locked: true }),
      ],
      [textObject('obj-7')],
    ),
  );
  return runCommand(state, 'select', { ids: selection });
}

const objectsOf = (state: EditorState) => state.document.sides[state.activeSide].objects;
const byId = (state: EditorState, id: string) =>
  objectsOf(state).find((object) => object.id === id);
const idsOf = (state: EditorState) => objectsOf(state).map((object) => object.id);

type Case = { [N in CommandName]: [N, string[], CommandArgsByName[N]] }[CommandName];

// Every command that changes the document, with a selection it acts on.
const DOCUMENT_COMMANDS: Case[] = [
  ['addObject', [], { object: textObject('ignored') }],
  ['updateObjects', [], { changes: [{ id: 'a', patch: { x: 5, rotation: 30, fill: '#00ff00' } }] }],
  ['deleteSelection', ['a', 'b'], {}],
  ['duplicateSelection', ['a'], {}],
  ['paste', [], { objects: [rectObject('a')] }],
  ['reorder', ['a'], { direction: 'front' }],
  ['setLocked', ['a'], {}],
  ['setHidden', ['b'], { hidden: true }],
  ['group', ['a', 'b'], {}],
  ['align', ['a', 'b'], { edge: 'right' }],
  ['distribute', ['a', 'b', 'c'], { axis: 'horizontal' }],
  ['nudge', ['a'], { dx: 1, dy: 0 }],
];

describe('every document command undoes exactly and redoes', () => {
  it.each(DOCUMENT_COMMANDS)('%s', (name, selection, args) => {
    const before = startState(selection);
    const after = runCommand(before, name, args);
    expect(objectsOf(after)).not.toBe(objectsOf(before));
    expect(undoCommandName(after)).toBe(name);
    const undone = undo(after);
    expect(snapshotOf(undone)).toEqual(snapshotOf(before));
    expect(objectsOf(undone)).toBe(objectsOf(before));
    expect(snapshotOf(redo(undone))).toEqual(snapshotOf(after));
  });

  it('ungroup, after group', () => {
    const grouped = runCommand(startState(['a', 'b']), 'group', {});
    const ungrouped = runCommand(grouped, 'ungroup', {});
    expect(snapshotOf(undo(ungrouped))).toEqual(snapshotOf(grouped));
  });
});

describe('history', () => {
  it('records nothing for a command that changes nothing, and only selection for select', () => {
    const state = startState(['d']);
    expect(runCommand(state, 'nudge', { dx: 1, dy: 0 })).toBe(state); // d is locked
    expect(runCommand(state, 'deleteSelection', {})).toBe(state);
    const selected = runCommand(state, 'select', { ids: ['a'] });
    expect(selected.sides.front.selection).toEqual(['a']);
    expect(selected.sides.front.past).toHaveLength(0);
  });

  it('restores the selection with the objects, and clears redo on a new command', () => {
    const deleted = runCommand(startState(['a']), 'deleteSelection', {});
    expect(deleted.sides.front.selection).toEqual([]);
    const undone = undo(deleted);
    expect(undone.sides.front.selection).toEqual(['a']);
    expect(runCommand(undone, 'nudge', { dx: 0, dy: 1 }).sides.front.future).toEqual([]);
  });

  it('keeps history and selection per side when switching sides', () => {
    const movedFront = runCommand(startState(['a']), 'nudge', { dx: 5, dy: 0 });
    const onBack = setActiveSide(movedFront, 'back');
    expect(undo(onBack)).toBe(onBack); // the back has nothing to undo
    const backSelected = runCommand(onBack, 'select', { ids: ['obj-7'] });
    const movedBack = runCommand(backSelected, 'nudge', { dx: 0, dy: 5 });
    const backToFront = setActiveSide(movedBack, 'front');
    expect(backToFront.sides.front.selection).toEqual(['a']);
    const frontUndone = undo(backToFront);
    expect(byId(frontUndone, 'a')?.x).toBe(20);
    expect(frontUndone.document.sides.back.objects[0]?.y).toBe(105);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let state = startState(['a']);
    for (let step = 0; step < HISTORY_LIMIT + 5; step += 1) {
      state = runCommand(state, 'nudge', { dx: 1, dy: 0 });
    }
    expect(state.sides.front.past).toHaveLength(HISTORY_LIMIT);
    for (let step = 0; step < HISTORY_LIMIT + 5; step += 1) state = undo(state);
    expect(byId(state, 'a')?.x).toBe(25);
  });
});

describe('commands', () => {
  it('adds an object on top with a fresh id and selects it', () => {
    const added = runCommand(startState(), 'addObject', { object: textObject('whatever') });
    expect(idsOf(added)).toEqual(['a', 'b', 'c', 'd', 'obj-8']);
    expect(added.sides.front.selection).toEqual(['obj-8']);
  });

  it('updates geometry and style, ignoring fields and values that do not belong', () => {
    const state = runCommand(startState(), 'updateObjects', {
      changes: [
        { id: 'a', patch: { x: 7, rotation: -90, width: -3, fill: 'url(#x)', stroke: '#123456' } },
        { id: 'a', patch: { text: 'not a text', y: Number.NaN } },
        { id: 'd', patch: { x: 0, name: 'Logo' } },
      ],
    });
    expect(byId(state, 'a')).toEqual(
      rectObject('a', { x: 7, y: 20, width: 40, height: 40, rotation: 270, stroke: '#123456' }),
    );
    expect(byId(state, 'd')).toMatchObject({ x: 400, name: 'Logo' });
  });

  it('resizes a group by scaling its children', () => {
    const group = groupObject('g', [rectObject('r', { x: 10, y: 20, width: 30, height: 40 })], {
      width: 100,
      height: 100,
    });
    const state = runCommand(createEditorState(documentWith([group])), 'updateObjects', {
      changes: [{ id: 'g', patch: { width: 200, height: 50 } }],
    });
    expect(byId(state, 'g')).toMatchObject({
      width: 200,
      height: 50,
      children: [{ x: 20, y: 10, width: 60, height: 20 }],
    });
  });

  it('deletes the selected objects but not locked ones', () => {
    const state = runCommand(startState(['a', 'd']), 'deleteSelection', {});
    expect(idsOf(state)).toEqual(['b', 'c', 'd']);
    expect(state.sides.front.selection).toEqual(['d']);
  });

  it('duplicates and pastes with new ids, 10 pt away, and selects the copies', () => {
    const duplicated = runCommand(startState(['a', 'b']), 'duplicateSelection', {});
    expect(idsOf(duplicated)).toEqual(['a', 'b', 'c', 'd', 'obj-8', 'obj-9']);
    expect(byId(duplicated, 'obj-8')).toMatchObject({ x: 30, y: 30 });
    expect(duplicated.sides.front.selection).toEqual(['obj-8', 'obj-9']);
    const grouped = groupObject('g', [rectObject('inner')]);
    const pasted = runCommand(setActiveSide(startState(), 'back'), 'paste', {
      objects: [grouped],
      offset: 0,
    });
    const copy = pasted.document.sides.back.objects[1];
    expect(copy).toMatchObject({ id: 'obj-8', x: 100, children: [{ id: 'obj-9' }] });
  });

  it.each([
    ['forward', ['a'], ['b', 'a', 'c', 'd']],
    ['forward', ['a', 'b'], ['c', 'a', 'b', 'd']],
    ['backward', ['c'], ['a', 'c', 'b', 'd']],
    ['front', ['a', 'c'], ['b', 'd', 'a', 'c']],
    ['back', ['b', 'd'], ['b', 'd', 'a', 'c']],
  ] as const)('reorders %s', (direction, selection, order) => {
    expect(idsOf(runCommand(startState([...selection]), 'reorder', { direction }))).toEqual(order);
  });

  it('toggles lock and hide, all on unless all are on', () => {
    const locked = runCommand(startState(['a', 'd']), 'setLocked', {});
    expect([byId(locked, 'a')?.locked, byId(locked, 'd')?.locked]).toEqual([true, true]);
    const unlocked = runCommand(locked, 'setLocked', {});
    expect([byId(unlocked, 'a')?.locked, byId(unlocked, 'd')?.locked]).toEqual([false, false]);
    expect(byId(runCommand(startState(['b']), 'setHidden', {}), 'b')?.hidden).toBe(true);
  });

  it('groups into the bounds of the members and ungroups back to the same places', () => {
    const grouped = runCommand(startState(['a', 'b', 'd']), 'group', {});
    expect(idsOf(grouped)).toEqual(['obj-8', 'c', 'd']); // d is locked, so it stays out
    expect(byId(grouped, 'obj-8')).toMatchObject({
      x: 20,
      y: 20,
      width: 120,
      height: 60,
      children: [
        { id: 'a', x: 0, y: 0 },
        { id: 'b', x: 80, y: 40 },
      ],
    });
    const rotated = runCommand(grouped, 'updateObjects', {
      changes: [{ id: 'obj-8', patch: { rotation: 90 } }],
    });
    const ungrouped = runCommand(rotated, 'ungroup', {});
    expect(idsOf(ungrouped)).toEqual(['a', 'b', 'c', 'd']);
    // b sat 80 right and 40 down of the group's corner; turned 90° about it, 80 down and 40 left.
    expect(byId(ungrouped, 'b')).toMatchObject({ rotation: 90 });
    expect(byId(ungrouped, 'b')?.x).toBeCloseTo(-20);
    expect(byId(ungrouped, 'b')?.y).toBeCloseTo(100);
    expect(ungrouped.sides.front.selection).toEqual(['a', 'b']);
  });

  it('aligns to the selection, or one object to the safe box, never moving locked ones', () => {
    const right = runCommand(startState(['a', 'b', 'c', 'd']), 'align', { edge: 'right' });
    expect(['a', 'b', 'c'].map((id) => byId(right, id)?.x)).toEqual([280, 280, 300]);
    expect(byId(right, 'd')?.x).toBe(400);
    const centred = runCommand(startState(['a']), 'align', { edge: 'centre' });
    expect(byId(centred, 'a')?.x).toBe(333 - 20); // the 6x9 safe box's centre is x = 333
    const top = runCommand(startState(['a', 'b']), 'align', { edge: 'top', to: 'safeBox' });
    expect([byId(top, 'a')?.y, byId(top, 'b')?.y]).toEqual([18, 18]);
  });

  it('aligns what a rotated object covers, not its unrotated box', () => {
    const state = createEditorState(
      documentWith([rectObject('r', { x: 100, y: 100, width: 40, height: 20, rotation: 90 })]),
    );
    const aligned = runCommand(runCommand(state, 'select', { ids: ['r'] }), 'align', {
      edge: 'left',
    });
    expect(boundsOf(byId(aligned, 'r')!).x).toBeCloseTo(18);
  });

  it('distributes three objects with equal gaps, the outer two staying put', () => {
    const state = runCommand(startState(['a', 'b', 'c']), 'distribute', { axis: 'horizontal' });
    // a spans 20–60, c 300–320; b (40 wide) goes where the two gaps are equal: 160–200.
    expect(['a', 'b', 'c'].map((id) => byId(state, id)?.x)).toEqual([20, 160, 300]);
    const two = startState(['a', 'b']);
    expect(runCommand(two, 'distribute', { axis: 'vertical' })).toBe(two);
  });

  it('nudges, sharing every object it did not move', () => {
    const before = startState(['a']);
    const after = runCommand(before, 'nudge', { dx: 0, dy: -10 });
    expect(byId(after, 'a')?.y).toBe(10);
    expect(byId(after, 'b')).toBe(byId(before, 'b'));
    expect(after.document.sides.back).toBe(before.document.sides.back);
  });

  it('selects the group when asked for a child inside it (a preflight issue names the child)', () => {
    const state = createEditorState(documentWith([groupObject('g', [textObject('t')])]));
    expect(runCommand(state, 'select', { ids: ['t', 'missing'] }).sides.front.selection).toEqual([
      'g',
    ]);
  });

  it('selects by toggling and adding', () => {
    const state = startState(['a', 'b']);
    expect(
      runCommand(state, 'select', { ids: ['b', 'c'], mode: 'toggle' }).sides.front.selection,
    ).toEqual(['a', 'c']);
    expect(
      runCommand(state, 'select', { ids: ['c', 'a'], mode: 'add' }).sides.front.selection,
    ).toEqual(['a', 'b', 'c']);
    expect(runCommand(state, 'selectAll', {}).sides.front.selection).toEqual(['a', 'b', 'c', 'd']);
    expect(runCommand(state, 'clearSelection', {}).sides.front.selection).toEqual([]);
  });
});
