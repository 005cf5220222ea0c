import { Modal } from 'antd';
import { useIntl } from 'react-intl';

/**
 * The spec's delete confirmation (§5: "Sure to delete?", DELETE and No) as one dialog for a long
 * table: its rows carry plain buttons, and only the row being deleted mounts this (loaded on first
 * use), where a popover per row would cost every row its own antd component.
 */
export default function ConfirmDeleteDialog({
  name,
  onConfirm,
  onCancel,
}: {
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      open
      width={380}
      title={intl.formatMessage({ id: 'common.sureToDelete' })}
      okText={intl.formatMessage({ id: 'common.deleteConfirm' })}
      cancelText={intl.formatMessage({ id: 'common.no' })}
      okButtonProps={{ danger: true }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <p>{name}</p>
    </Modal>
  );
}
