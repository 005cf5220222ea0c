import { type KeyPress, shortcutFor } from '../../../src/features/cardEditor/model';

const press = (key: string, over: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: '',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...over,
});

describe('keyboard shortcuts', () => {
  it('undo and redo with Ctrl elsewhere and Cmd on a Mac', () => {
    expect(shortcutFor(press('z', { ctrlKey: true }), false)).toEqual({ kind: 'undo' });
    expect(shortcutFor(press('Z', { ctrlKey: true, shiftKey: true }), false)).toEqual({
      kind: 'redo',
    });
    expect(shortcutFor(press('y', { ctrlKey: true }), false)).toEqual({ kind: 'redo' });
    expect(shortcutFor(press('z', { metaKey: true }), true)).toEqual({ kind: 'undo' });
    expect(shortcutFor(press('z', { metaKey: true, shiftKey: true }), true)).toEqual({
      kind: 'redo',
    });
    // Ctrl+Z on a Mac is not Undo, nor is Ctrl+Cmd+Z (another shortcut altogether).
    expect(shortcutFor(press('z', { ctrlKey: true }), true)).toBeNull();
    expect(shortcutFor(press('z', { ctrlKey: true, metaKey: true }), true)).toBeNull();
  });

  it('nudges 1 pt with an arrow and 10 pt with Shift', () => {
    expect(shortcutFor(press('ArrowLeft'), false)).toEqual({
      kind: 'command',
      name: 'nudge',
      args: { dx: -1, dy: 0 },
    });
    expect(shortcutFor(press('ArrowDown', { shiftKey: true }), false)).toEqual({
      kind: 'command',
      name: 'nudge',
      args: { dx: 0, dy: 10 },
    });
  });

  it('finds Alt shortcuts by physical key, since Alt changes the character on a Mac', () => {
    expect(shortcutFor(press('å', { code: 'KeyA', altKey: true }), true)).toEqual({
      kind: 'command',
      name: 'align',
      args: { edge: 'left' },
    });
  });

  it('deletes, groups, orders, and ignores other keys', () => {
    expect(shortcutFor(press('Delete'), false)).toMatchObject({ name: 'deleteSelection' });
    expect(shortcutFor(press('Backspace'), false)).toMatchObject({ name: 'deleteSelection' });
    expect(shortcutFor(press('g', { ctrlKey: true }), false)).toMatchObject({ name: 'group' });
    expect(shortcutFor(press('G', { ctrlKey: true, shiftKey: true }), false)).toMatchObject({
      name: 'ungroup',
    });
    expect(shortcutFor(press('}', { ctrlKey: true, shiftKey: true }), false)).toMatchObject({
      name: 'reorder',
      args: { direction: 'front' },
    });
    expect(shortcutFor(press('q'), false)).toBeNull();
  });
});
