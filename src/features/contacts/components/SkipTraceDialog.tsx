import { Modal } from 'antd';
import { useIntl } from 'react-intl';

/** Asks before a skip trace is ordered: it is a paid data service for the whole list. */
export default function SkipTraceDialog({
  count,
  onCancel,
  onConfirm,
}: {
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'contacts.detail.skipTrace' })}
      okText={intl.formatMessage({ id: 'contacts.detail.skipTraceOrder' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      onCancel={onCancel}
      onOk={onConfirm}
    >
      <p>{intl.formatMessage({ id: 'contacts.detail.skipTraceConfirm' }, { count })}</p>
    </Modal>
  );
}
