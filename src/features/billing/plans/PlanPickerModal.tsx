import './register';
import { Alert, Modal } from 'antd';
import { useIntl } from 'react-intl';
import { useFocusReturn } from '../../../components/useFocusReturn';
import type { MessageId } from '../../../i18n/messageIds';
import { PlanPicker } from './components/PlanPicker';

/**
 * The PRO upgrade modal (§4): the plans, and, when something the user asked for needs one, why
 * (`reason`: the Design Studio side of the switcher, for instance).
 */
export default function PlanPickerModal({
  onClose,
  reason,
}: {
  onClose: () => void;
  reason?: MessageId;
}) {
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
      {reason ? (
        <Alert
          type="info"
          showIcon
          title={intl.formatMessage({ id: reason })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {/* Go Back closes the modal (and goes back in history, where the modal opened over a page). */}
      <PlanPicker onGoBack={onClose} />
    </Modal>
  );
}
