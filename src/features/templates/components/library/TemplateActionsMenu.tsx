import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useIntl } from 'react-intl';
import type { Template } from '../../schemas';
import type { TemplatePermissions } from './permissions';

export type TemplateAction =
  'edit' | 'quickEdit' | 'duplicate' | 'share' | 'send' | 'pdf' | 'delete';

/** The per-template menu: only the actions this user may take are offered. */
export function TemplateActionsMenu({
  template,
  can,
  busy,
  onAction,
}: {
  template: Template;
  can: TemplatePermissions;
  busy: boolean;
  onAction: (action: TemplateAction) => void;
}) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const items: MenuProps['items'] = [
    ...(can.change ? [{ key: 'edit', label: label('templates.action.edit') }] : []),
    ...(can.change ? [{ key: 'quickEdit', label: label('templates.action.quickEdit') }] : []),
    { key: 'duplicate', label: label('templates.action.duplicate') },
    ...(can.change ? [{ key: 'share', label: label('templates.action.share') }] : []),
    ...(can.send ? [{ key: 'send', label: label('templates.action.send') }] : []),
    { key: 'pdf', label: label('templates.action.pdf') },
  ];
  return (
    <Dropdown
      trigger={['click']}
      disabled={busy}
      menu={{ items, onClick: ({ key }) => onAction(key as TemplateAction) }}
    >
      <Button
        type="text"
        icon={<MoreOutlined />}
        loading={busy}
        aria-label={intl.formatMessage({ id: 'templates.actions' }, { name: template.title })}
      />
    </Dropdown>
  );
}
