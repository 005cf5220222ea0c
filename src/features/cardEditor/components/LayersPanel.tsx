import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import type { CardObject } from '../model';
import { EyeIcon, LockIcon } from './LayerIcons';
import { objectLabel } from './objectLabel';
import { useRowKeptInView } from './useRowKeptInView';
import { useWindowedRows } from './useWindowedRows';

/** Every row is this tall (card-layer in cardEditor.css), so the list can draw only those in view. */
const ROW_HEIGHT = 32;

function LayerToggle({
  on,
  label,
  onClick,
  children,
}: {
  on: boolean;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <PlainButton
      variant="text"
      className="card-layer-toggle"
      aria-pressed={on}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </PlainButton>
  );
}

/**
 * The side's objects, top of the stack first, as a list of buttons: a click selects (Shift or
 * Ctrl/Cmd adds to the selection), and each row has its own lock and visibility toggles. The row
 * of the object selected last is kept in view.
 */
export function LayersPanel({
  objects,
  selection,
  onSelect,
  onToggle,
}: {
  objects: readonly CardObject[];
  selection: readonly string[];
  onSelect: (id: string, mode: 'replace' | 'toggle') => void;
  onToggle: (id: string, what: 'locked' | 'hidden') => void;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  const topFirst = [...objects].reverse();
  const { box, boxRef, first, last } = useWindowedRows(topFirst.length, ROW_HEIGHT);
  const selectedLast = selection.at(-1);
  useRowKeptInView(
    box,
    topFirst.findIndex((object) => object.id === selectedLast),
    ROW_HEIGHT,
  );
  return (
    <section className="card-panel" aria-labelledby="card-layers-title">
      <h2 id="card-layers-title">{word('cardEditor.layers.title')}</h2>
      {topFirst.length === 0 ? (
        <p className="card-panel-empty">{word('cardEditor.layers.empty')}</p>
      ) : (
        <ul
          ref={boxRef}
          className="card-layers"
          style={{
            paddingTop: first * ROW_HEIGHT,
            paddingBottom: (topFirst.length - last) * ROW_HEIGHT,
          }}
        >
          {topFirst.slice(first, last).map((object) => {
            const label = objectLabel(object, intl);
            const selected = selection.includes(object.id);
            return (
              <li key={object.id} className={selected ? 'card-layer is-selected' : 'card-layer'}>
                <PlainButton
                  variant="text"
                  className="card-layer-name"
                  aria-pressed={selected}
                  onClick={(event) =>
                    onSelect(
                      object.id,
                      event.shiftKey || event.ctrlKey || event.metaKey ? 'toggle' : 'replace',
                    )
                  }
                >
                  {label}
                </PlainButton>
                <LayerToggle
                  on={object.hidden}
                  label={intl.formatMessage(
                    { id: object.hidden ? 'cardEditor.layers.show' : 'cardEditor.layers.hide' },
                    { name: label },
                  )}
                  onClick={() => onToggle(object.id, 'hidden')}
                >
                  <EyeIcon open={!object.hidden} />
                </LayerToggle>
                <LayerToggle
                  on={object.locked}
                  label={intl.formatMessage(
                    { id: object.locked ? 'cardEditor.layers.unlock' : 'cardEditor.layers.lock' },
                    { name: label },
                  )}
                  onClick={() => onToggle(object.id, 'locked')}
                >
                  <LockIcon locked={object.locked} />
                </LayerToggle>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
