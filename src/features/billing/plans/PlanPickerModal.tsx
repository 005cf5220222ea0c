import './register';
import { Modal } from 'antd';
import { useIntl } from 'react-intl';
import { useFocusReturn } from '../../../components/useFocusReturn';
import { PlanPicker } from './components/PlanPicker';

/** The PRO upgrade modal (a Marketplace user without a coach switching to Design Studio, §4). */
export default function PlanPickerModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  useFocusReturn();
  return (
    <Modal
      open
      width={1000}
      title={intl.formatMessage({ id: 'billing.plans.title' })}
      onCancel={onClose}
      footer={null}
    >
      {/* Go Back closes the modal (and goes back in history, where the modal opened over a page). */}
      <PlanPicker onGoBack={onClose} />
    </Modal>
  );
}
