import { useIntl } from 'react-intl';
import { Choice, PlainButton } from '../../../components/controls';
import { steppedZoom, type ZoomSetting } from '../canvas/viewport';
import { SIDE_NAMES, type SideName } from '../model';
import { modKey } from './shortcutLabels';
import { ToolButton } from './ToolButton';

/** Undo and redo (named after the step they reverse), the side switch, zoom and snapping. */
export function HistoryViewTools({
  undoName,
  redoName,
  onUndo,
  onRedo,
  side,
  onSide,
  zoomShown,
  onZoom,
  snap,
  onSnap,
  isMac,
}: {
  undoName: string | null;
  redoName: string | null;
  onUndo: () => void;
  onRedo: () => void;
  side: SideName;
  onSide: (side: SideName) => void;
  zoomShown: number;
  onZoom: (zoom: ZoomSetting) => void;
  snap: boolean;
  onSnap: (snap: boolean) => void;
  isMac: boolean;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  const mod = modKey(isMac);
  const commandWord = (name: string | null) =>
    name ? intl.formatMessage({ id: `cardEditor.command.${name}` }) : '';
  return (
    <>
      <div className="card-tool-group" role="group" aria-label={word('cardEditor.tools.history')}>
        <ToolButton
          icon="↶"
          label={
            undoName
              ? intl.formatMessage({ id: 'cardEditor.undoNamed' }, { name: commandWord(undoName) })
              : word('cardEditor.undo')
          }
          shortcut={`${mod}Z`}
          disabled={!undoName}
          onClick={onUndo}
        />
        <ToolButton
          icon="↷"
          label={
            redoName
              ? intl.formatMessage({ id: 'cardEditor.redoNamed' }, { name: commandWord(redoName) })
              : word('cardEditor.redo')
          }
          shortcut={`${mod}Shift+Z`}
          disabled={!redoName}
          onClick={onRedo}
        />
      </div>
      <div
        className="card-tool-group card-sides"
        role="group"
        aria-label={word('cardEditor.tools.side')}
      >
        {SIDE_NAMES.map((name) => (
          <PlainButton
            key={name}
            className="card-tool"
            aria-pressed={side === name}
            onClick={() => onSide(name)}
          >
            {word(`cardEditor.side.${name}`)}
          </PlainButton>
        ))}
      </div>
      <div className="card-tool-group" role="group" aria-label={word('cardEditor.tools.view')}>
        <ToolButton
          icon="−"
          label={word('cardEditor.zoom.out')}
          onClick={() => onZoom(steppedZoom(zoomShown, -1))}
        />
        <output className="card-zoom" aria-live="polite" aria-label={word('cardEditor.zoom.level')}>
          {Math.round(zoomShown * 100)}%
        </output>
        <ToolButton
          icon="+"
          label={word('cardEditor.zoom.in')}
          onClick={() => onZoom(steppedZoom(zoomShown, 1))}
        />
        <ToolButton label={word('cardEditor.zoom.fit')} onClick={() => onZoom('fit')} />
        <label className="card-field-check">
          <Choice
            type="checkbox"
            checked={snap}
            onChange={(event) => onSnap(event.target.checked)}
          />
          {word('cardEditor.snap')}
        </label>
      </div>
    </>
  );
}
