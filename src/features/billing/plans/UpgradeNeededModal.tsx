import { Button, Modal } from 'antd';
import { useIntl } from 'react-intl';
import { useFocusReturn } from '../../../components/useFocusReturn';
import { useAppDispatch } from '../../../state/hooks';
import { modalOpened } from '../../shell';

/**
 * "This needs a paid plan" (accounts-money §2 Other modals): any screen that a plan gates opens it
 * through the shell (`modalOpened('upgradeNeeded')`); See plans opens the plan picker in its place.
 */
export default function UpgradeNeededModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useFocusReturn();
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'billing.upgrade.needed' })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {intl.formatMessage({ id: 'common.close' })}
        </Button>,
        <Button key="plans" type="primary" onClick={() => dispatch(modalOpened('upgradePro'))}>
          {intl.formatMessage({ id: 'billing.upgrade.seePlans' })}
        </Button>,
      ]}
    >
      <p>{intl.formatMessage({ id: 'billing.upgrade.neededBody' })}</p>
    </Modal>
  );
}
