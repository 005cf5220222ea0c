import { type CommandArgsByName, type CommandName, COMMANDS } from './commands';
import {
  type KeyBinding,
  type KeyPress,
  matchesBinding,
  REDO_BINDINGS,
  UNDO_BINDINGS,
} from './keyBindings';

/** What a key press asks the editor to do, from the commands' bindings and undo/redo's. */
export type ShortcutAction =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { [N in CommandName]: { kind: 'command'; name: N; args: CommandArgsByName[N] } }[CommandName];

/**
 * The action a key press means, or null. The canvas calls this only when focus is on the canvas,
 * not in a text field, so typing never nudges or deletes objects.
 */
export function shortcutFor(press: KeyPress, isMac: boolean): ShortcutAction | null {
  // Redo first: Shift+Mod+Z must not be read as Mod+Z.
  if (REDO_BINDINGS.some((binding) => matchesBinding(binding, press, isMac)))
    return { kind: 'redo' };
  if (UNDO_BINDINGS.some((binding) => matchesBinding(binding, press, isMac)))
    return { kind: 'undo' };
  for (const name of Object.keys(COMMANDS) as CommandName[]) {
    const bindings: readonly KeyBinding[] = COMMANDS[name].keyBindings;
    const binding = bindings.find((candidate) => matchesBinding(candidate, press, isMac));
    if (binding) return { kind: 'command', name, args: binding.args } as ShortcutAction;
  }
  return null;
}
