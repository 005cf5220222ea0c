import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import { COMMANDS, type CommandName, type KeyBinding } from '../model';
import { modKey } from './shortcutLabels';

const KEY_NAMES: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
};

/** One binding as people write it: ⌘⇧] on a Mac's "⌘Shift+]", Ctrl+Shift+] elsewhere. */
export function bindingLabel(binding: KeyBinding, isMac: boolean): string {
  const key = binding.code ? binding.code.replace(/^Key/, '') : (binding.key ?? '');
  const name = KEY_NAMES[key] ?? (key.length === 1 ? key.toUpperCase() : key);
  return `${binding.mod ? modKey(isMac) : ''}${binding.alt ? 'Alt+' : ''}${binding.shift ? 'Shift+' : ''}${name}`;
}

/** The keys that are not a command's: history, the clipboard, text editing, the view. */
const EDITOR_KEYS: readonly {
  keys: (mod: string, say: (id: string) => string) => string;
  labelId: string;
}[] = [
  { keys: (mod) => `${mod}Z`, labelId: 'cardEditor.undo' },
  { keys: (mod) => `${mod}Shift+Z, ${mod}Y`, labelId: 'cardEditor.redo' },
  { keys: (mod) => `${mod}C, ${mod}X, ${mod}V`, labelId: 'cardEditor.shortcuts.clipboard' },
  { keys: () => 'Enter', labelId: 'cardEditor.shortcuts.editText' },
  { keys: (mod) => `Esc, ${mod}Enter`, labelId: 'cardEditor.shortcuts.leaveText' },
  {
    keys: (_mod, say) => say('cardEditor.shortcuts.zoomKeys'),
    labelId: 'cardEditor.shortcuts.zoom',
  },
  { keys: (_mod, say) => say('cardEditor.shortcuts.panKeys'), labelId: 'cardEditor.shortcuts.pan' },
  { keys: () => '?', labelId: 'cardEditor.shortcuts.title' },
];

/**
 * The keyboard shortcut sheet (`?` on the canvas, or the toolbar's button): every command's keys
 * from the command registry, so the sheet cannot drift from what the keys do, and the editor's
 * own keys. A native modal <dialog>, as the leave question: focus stays inside, Escape closes it.
 */
export function ShortcutSheet({
  open,
  isMac,
  onClose,
}: {
  open: boolean;
  isMac: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  const dialog = useRef<HTMLDialogElement>(null);
  const mod = modKey(isMac);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  // A command whose keys do different things (layer order, align, nudge) gets a row per thing.
  const rowLabel = (name: CommandName, args: Record<string, unknown>): string => {
    if (name === 'reorder') return word(`cardEditor.order.${String(args.direction)}`);
    if (name === 'align') return word(`cardEditor.align.${String(args.edge)}`);
    if (name === 'distribute') return word(`cardEditor.distribute.${String(args.axis)}`);
    if (name === 'nudge')
      return intl.formatMessage(
        { id: 'cardEditor.shortcuts.nudge' },
        { points: Math.abs(Number(args.dx)) + Math.abs(Number(args.dy)) },
      );
    return word(COMMANDS[name].labelId);
  };
  const commandRows = new Map<string, string[]>();
  for (const name of Object.keys(COMMANDS) as CommandName[]) {
    const bindings: readonly KeyBinding[] = COMMANDS[name].keyBindings;
    for (const binding of bindings) {
      const label = rowLabel(name, (binding.args ?? {}) as Record<string, unknown>);
      const keys = commandRows.get(label) ?? [];
      keys.push(bindingLabel(binding, isMac));
      commandRows.set(label, keys);
    }
  }
  const rows = [
    ...EDITOR_KEYS.map((row) => ({
      label: word(row.labelId),
      keys: row.keys(mod, (id) => intl.formatMessage({ id }, { mod })),
    })),
    ...[...commandRows].map(([label, keys]) => ({ label, keys: keys.join(', ') })),
  ];

  return (
    <dialog
      ref={dialog}
      className="card-dialog card-shortcuts"
      aria-labelledby="card-shortcuts-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="card-shortcuts-title">{word('cardEditor.shortcuts.title')}</h2>
      <p className="card-panel-note">{word('cardEditor.shortcuts.intro')}</p>
      <table className="card-shortcut-table">
        <thead>
          <tr>
            <th scope="col">{word('cardEditor.shortcuts.action')}</th>
            <th scope="col">{word('cardEditor.shortcuts.keys')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <td>{row.label}</td>
              <td>
                <kbd>{row.keys}</kbd>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="card-dialog-actions">
        <PlainButton variant="primary" className="card-button" onClick={onClose}>
          {word('common.close')}
        </PlainButton>
      </div>
    </dialog>
  );
}
