import { Modal } from 'antd';
import { useIntl } from 'react-intl';

/** The question before leaving with unsaved changes (LeaveGuard loads it when it is asked). */
export default function LeaveDialog({
  onLeave,
  onStay,
}: {
  onLeave: () => void;
  onStay: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'account.leave.title' })}
      okText={intl.formatMessage({ id: 'account.leave.confirm' })}
      cancelText={intl.formatMessage({ id: 'account.leave.stay' })}
      onOk={onLeave}
      onCancel={onStay}
    >
      <p>{intl.formatMessage({ id: 'account.leave.body' })}</p>
    </Modal>
  );
}
