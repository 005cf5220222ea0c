import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  GroupOutlined,
  LockOutlined,
  UngroupOutlined,
  UnlockOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { ALIGN_EDGES, type CardObject } from '../model';
import { modKey } from './shortcutLabels';
import { ToolButton } from './ToolButton';
import { useCommand } from './useCommand';

const ALIGN_ICONS = { left: '⇤', centre: '↔', right: '⇥', top: '⤒', middle: '↕', bottom: '⤓' };

/**
 * Commands on the selection, as icon buttons with tooltips: duplicate, delete, group, lock, hide,
 * layer order, align, distribute.
 */
export function ArrangeTools({
  selected,
  isMac,
}: {
  selected: readonly CardObject[];
  isMac: boolean;
}) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  const run = useCommand();
  const mod = modKey(isMac);
  const none = selected.length === 0;
  const single = selected.length === 1;
  const allLocked = !none && selected.every((object) => object.locked);
  const allHidden = !none && selected.every((object) => object.hidden);
  return (
    <>
      <div className="card-tool-group" role="group" aria-label={word('cardEditor.tools.arrange')}>
        <ToolButton
          icon={<CopyOutlined />}
          label={word('cardEditor.command.duplicateSelection')}
          shortcut={`${mod}D`}
          disabled={none}
          onClick={() => run('duplicateSelection', {})}
        />
        <ToolButton
          icon={<DeleteOutlined />}
          label={word('cardEditor.command.deleteSelection')}
          shortcut="Delete"
          disabled={none}
          onClick={() => run('deleteSelection', {})}
        />
        <ToolButton
          icon={<GroupOutlined />}
          label={word('cardEditor.command.group')}
          shortcut={`${mod}G`}
          disabled={selected.length < 2}
          onClick={() => run('group', {})}
        />
        <ToolButton
          icon={<UngroupOutlined />}
          label={word('cardEditor.command.ungroup')}
          shortcut={`${mod}Shift+G`}
          disabled={!selected.some((object) => object.kind === 'group')}
          onClick={() => run('ungroup', {})}
        />
        <ToolButton
          icon={allLocked ? <UnlockOutlined /> : <LockOutlined />}
          label={word(allLocked ? 'cardEditor.tool.unlock' : 'cardEditor.tool.lock')}
          shortcut={`${mod}Shift+L`}
          disabled={none}
          pressed={allLocked}
          onClick={() => run('setLocked', {})}
        />
        <ToolButton
          icon={allHidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          label={word(allHidden ? 'cardEditor.tool.show' : 'cardEditor.tool.hide')}
          shortcut={`${mod}Shift+H`}
          disabled={none}
          pressed={allHidden}
          onClick={() => run('setHidden', {})}
        />
      </div>
      <div className="card-tool-group" role="group" aria-label={word('cardEditor.tools.order')}>
        <ToolButton
          icon={<VerticalAlignTopOutlined />}
          label={word('cardEditor.order.front')}
          shortcut={`${mod}Shift+]`}
          disabled={none}
          onClick={() => run('reorder', { direction: 'front' })}
        />
        <ToolButton
          icon={<ArrowUpOutlined />}
          label={word('cardEditor.order.forward')}
          shortcut={`${mod}]`}
          disabled={none}
          onClick={() => run('reorder', { direction: 'forward' })}
        />
        <ToolButton
          icon={<ArrowDownOutlined />}
          label={word('cardEditor.order.backward')}
          shortcut={`${mod}[`}
          disabled={none}
          onClick={() => run('reorder', { direction: 'backward' })}
        />
        <ToolButton
          icon={<VerticalAlignBottomOutlined />}
          label={word('cardEditor.order.back')}
          shortcut={`${mod}Shift+[`}
          disabled={none}
          onClick={() => run('reorder', { direction: 'back' })}
        />
      </div>
      {/* One object aligns to the safe zone from its properties: the bar keeps one row. */}
      {!single && <AlignTools selected={selected} />}
    </>
  );
}

/** Align the selection's edges and centres (one object: to the safe zone), and distribute it. */
export function AlignTools({ selected }: { selected: readonly CardObject[] }) {
  const intl = useIntl();
  const word = (id: string) => intl.formatMessage({ id });
  const run = useCommand();
  const none = selected.length === 0;
  const single = selected.length === 1;
  return (
    <div className="card-tool-group" role="group" aria-label={word('cardEditor.tools.align')}>
      {ALIGN_EDGES.map((edge) => (
        <ToolButton
          key={edge}
          icon={ALIGN_ICONS[edge]}
          label={intl.formatMessage({ id: `cardEditor.align.${edge}${single ? '.safe' : ''}` })}
          disabled={none}
          onClick={() => run('align', { edge })}
        />
      ))}
      <ToolButton
        icon="⋯"
        label={word('cardEditor.distribute.horizontal')}
        shortcut="Alt+Shift+H"
        disabled={selected.length < 3}
        onClick={() => run('distribute', { axis: 'horizontal' })}
      />
      <ToolButton
        icon="⋮"
        label={word('cardEditor.distribute.vertical')}
        shortcut="Alt+Shift+V"
        disabled={selected.length < 3}
        onClick={() => run('distribute', { axis: 'vertical' })}
      />
    </div>
  );
}
