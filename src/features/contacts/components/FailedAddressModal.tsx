import '../register';
import { Modal } from 'antd';
import { useIntl } from 'react-intl';
import { FailedAddressTable } from './FailedAddressTable';

/** The failed-address detail modal (accounts-money §2): the table and its CSV downloads. */
export default function FailedAddressModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open
      width={860}
      title={intl.formatMessage({ id: 'contacts.failed.modalTitle' })}
      onCancel={onClose}
      footer={null}
    >
      <FailedAddressTable manage={false} />
    </Modal>
  );
}
