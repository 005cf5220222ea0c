/**
 * Keyboard shortcuts as data, matched against the plain fields of a keyboard event (no DOM types,
 * so the model stays testable without a browser). `mod` is Cmd on macOS and Ctrl elsewhere.
 */

export interface KeyBinding<Args = unknown> {
  /** KeyboardEvent.key, compared case-insensitively ('z', 'ArrowLeft', 'Delete', ']'). */
  key?: string;
  /**
   * KeyboardEvent.code ('KeyA'), for Alt shortcuts: on a Mac, Alt changes `key` (Alt+A is 'å')
   * but not `code`.
   */
  code?: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
  /** What the command is run with when this binding fires. */
  args: Args;
}

/** The fields of a KeyboardEvent a binding looks at. */
export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export function matchesBinding(binding: KeyBinding, press: KeyPress, isMac: boolean): boolean {
  const mod = isMac ? press.metaKey : press.ctrlKey;
  // The other of Ctrl/Cmd must be up, so Ctrl+Z on a Mac is not taken for Undo.
  const otherMod = isMac ? press.ctrlKey : press.metaKey;
  const sameKey =
    binding.code !== undefined
      ? binding.code === press.code
      : binding.key !== undefined && binding.key.toLowerCase() === press.key.toLowerCase();
  return (
    sameKey &&
    Boolean(binding.mod) === mod &&
    !otherMod &&
    Boolean(binding.shift) === press.shiftKey &&
    Boolean(binding.alt) === press.altKey
  );
}

/** Undo and redo are history operations rather than commands, so their keys are listed here. */
export const UNDO_BINDINGS: KeyBinding<undefined>[] = [{ key: 'z', mod: true, args: undefined }];
export const REDO_BINDINGS: KeyBinding<undefined>[] = [
  { key: 'z', mod: true, shift: true, args: undefined },
  { key: 'y', mod: true, args: undefined },
];
