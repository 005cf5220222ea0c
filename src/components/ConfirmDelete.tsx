import { Popconfirm } from 'antd';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';

/**
 * The spec's delete confirmation (§5): "Sure to delete?" with the buttons DELETE and No. Wraps the
 * button that asks; `onConfirm` runs only after DELETE.
 */
export function ConfirmDelete({
  onConfirm,
  children,
}: {
  onConfirm: () => void;
  children: ReactElement;
}) {
  const intl = useIntl();
  return (
    <Popconfirm
      title={intl.formatMessage({ id: 'common.sureToDelete' })}
      okText={intl.formatMessage({ id: 'common.deleteConfirm' })}
      cancelText={intl.formatMessage({ id: 'common.no' })}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
