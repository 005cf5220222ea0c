import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import { SIDE_NAMES, type SideName } from '../model';
import { modKey } from './shortcutLabels';
import { ToolButton } from './ToolButton';

/** Undo and redo (named after the step they reverse) and the side switch. */
export function HistoryViewTools({
  undoName,
  redoName,
  onUndo,
  onRedo,
  side,
  onSide,
  isMac,
}: {
  undoName: string | null;
  redoName: string | null;
  onUndo: () => void;
  onRedo: () => void;
  side: SideName;
  onSide: (side: SideName) => void;
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
          icon={<UndoOutlined />}
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
          icon={<RedoOutlined />}
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
    </>
  );
}
