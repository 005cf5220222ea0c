import { type KeyboardEvent, useRef } from 'react';
import { useAppDispatch } from '../../../state/hooks';
import { type CardObject, copySelected, PASTE_OFFSET_PT, shortcutFor } from '../model';
import { commandRun, redone, undone } from '../state/slice';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The editor's keyboard: every command's bindings (model/shortcuts.ts), undo and redo, and copy,
 * cut and paste through the editor's own clipboard (objects copied on one side paste on the other).
 * Keys typed into a field never reach the canvas. They are the canvas's only (it has focus), so
 * Ctrl/Cmd+A selects the card's objects, never the page's text. `?` opens the shortcut sheet.
 */
export function useEditorKeys(
  objects: readonly CardObject[],
  selection: readonly string[],
  isMac: boolean,
  onEditText: (id: string) => void,
  onShortcutSheet: () => void,
) {
  const dispatch = useAppDispatch();
  // Each paste of the same copy lands one step further off, so pastes never stack (issue 27).
  const clipboard = useRef<{ objects: CardObject[]; pasted: number }>({ objects: [], pasted: 0 });
  return (event: KeyboardEvent<HTMLElement>) => {
    if (isTyping(event.target)) return;
    const mod = isMac ? event.metaKey : event.ctrlKey;
    const key = event.key.toLowerCase();
    if (event.key === '?' && !mod && !event.altKey) {
      event.preventDefault();
      onShortcutSheet();
      return;
    }
    // Enter edits the one selected text, as a double-click does.
    if (key === 'enter' && !mod && !event.shiftKey && !event.altKey && selection.length === 1) {
      const object = objects.find((candidate) => candidate.id === selection[0]);
      if (object?.kind === 'text' && !object.locked) {
        event.preventDefault();
        onEditText(object.id);
        return;
      }
    }
    if (mod && !event.shiftKey && !event.altKey && (key === 'c' || key === 'x' || key === 'v')) {
      event.preventDefault();
      if (key === 'v') {
        const held = clipboard.current;
        if (held.objects.length === 0) return;
        held.pasted += 1;
        dispatch(
          commandRun('paste', { objects: held.objects, offset: PASTE_OFFSET_PT * held.pasted }),
        );
        return;
      }
      const copied = copySelected([...objects], selection);
      if (copied.length === 0) return;
      // A cut leaves the place free: its first paste goes back where it was.
      clipboard.current = { objects: copied, pasted: key === 'x' ? -1 : 0 };
      if (key === 'x') dispatch(commandRun('deleteSelection', {}));
      return;
    }
    const action = shortcutFor(event, isMac);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'undo') dispatch(undone());
    else if (action.kind === 'redo') dispatch(redone());
    else dispatch(commandRun(action.name, action.args as never));
  };
}
