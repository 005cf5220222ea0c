import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TemplateActionsProps } from './TemplateActionsMenu';

/**
 * The per-template menu itself (antd's Dropdown and Menu): TemplateActionsMenu shows it when its
 * light button is first pressed, so it opens at once, with the focus on its own button.
 */
export default function TemplateActionsDropdown({
  template,
  can,
  busy,
  onAction,
}: TemplateActionsProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // It takes the place of the button just pressed: the focus stays on the menu's button.
    button.current?.focus();
  }, []);
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
      open={open && !busy}
      onOpenChange={setOpen}
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          onAction(key as TemplateAction);
        },
      }}
    >
      <Button
        ref={button}
        type="text"
        icon={<MoreOutlined />}
        loading={busy}
        aria-label={intl.formatMessage({ id: 'templates.actions' }, { name: template.title })}
      />
    </Dropdown>
  );
}

type TemplateAction = Parameters<TemplateActionsProps['onAction']>[0];
