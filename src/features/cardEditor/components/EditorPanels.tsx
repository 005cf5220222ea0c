import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import { decorativeIcon } from './decorativeIcon';

export interface EditorPanel<Key extends string> {
  key: Key;
  label: string;
  icon: ReactNode;
  /** Drawn only while the panel is open, so a closed panel costs nothing on each change. */
  render: () => ReactNode;
}

/**
 * The editor's left panel, as Canva's and Polotno's: a rail of tabs (text styles, elements,
 * images, merge fields, layers, then the selection's properties, the checks and the downloads)
 * and the open tab's panel beside it. On a phone the rail is a bar under the canvas and the panel
 * a bottom sheet over it, closed until a tab is chosen; choosing the open tab again closes it.
 * The tabs follow the ARIA tabs pattern: arrow keys move between them, Tab enters the panel.
 */
export function EditorPanels<Key extends string>({
  panels,
  open,
  onOpen,
  closable,
}: {
  panels: readonly EditorPanel<Key>[];
  open: Key | null;
  onOpen: (key: Key | null) => void;
  /** On a phone the sheet may be closed, leaving the whole screen to the canvas. */
  closable: boolean;
}) {
  const intl = useIntl();
  const baseId = useId();
  const tabs = useRef(new Map<Key, HTMLButtonElement>());
  const active = panels.find((panel) => panel.key === open) ?? null;
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = (key: Key) => `${baseId}-panel-${key}`;
  // The tab that takes Tab's focus: the open one, else the first.
  const focusable = active?.key ?? panels[0]?.key;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = panels.map((panel) => panel.key);
    const at = keys.findIndex((key) => tabs.current.get(key) === event.target);
    if (at < 0) return;
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: keys.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = keys[(moves[event.key]! + keys.length) % keys.length]!;
    tabs.current.get(next)?.focus();
    onOpen(next);
  };

  return (
    <div className={active ? 'card-panels card-panels-open' : 'card-panels'}>
      <div
        className="card-panel-rail"
        role="tablist"
        aria-orientation="vertical"
        aria-label={intl.formatMessage({ id: 'cardEditor.panels.label' })}
        onKeyDown={onKeyDown}
      >
        {panels.map((panel) => {
          const selected = panel.key === open;
          return (
            <PlainButton
              key={panel.key}
              ref={(element) => {
                if (element) tabs.current.set(panel.key, element);
                else tabs.current.delete(panel.key);
              }}
              id={tabId(panel.key)}
              role="tab"
              variant="text"
              className="card-panel-tab"
              aria-selected={selected}
              aria-controls={selected ? panelId(panel.key) : undefined}
              tabIndex={panel.key === focusable ? 0 : -1}
              onClick={() => onOpen(selected && closable ? null : panel.key)}
            >
              <span className="card-panel-tab-icon" aria-hidden="true">
                {decorativeIcon(panel.icon)}
              </span>
              <span className="card-panel-tab-label">{panel.label}</span>
            </PlainButton>
          );
        })}
      </div>
      {active && (
        <div
          className="card-panel-sheet"
          role="tabpanel"
          id={panelId(active.key)}
          aria-labelledby={tabId(active.key)}
        >
          {closable && (
            <PlainButton variant="text" className="card-panel-close" onClick={() => onOpen(null)}>
              {intl.formatMessage({ id: 'cardEditor.panels.close' })}
            </PlainButton>
          )}
          {active.render()}
        </div>
      )}
    </div>
  );
}
