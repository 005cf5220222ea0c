import { Modal } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ShellModalKey, modalClosed, selectOpenModal } from '../../features/shell';
import type { MessageId } from '../../i18n/messageIds';
import { useAppDispatch, useAppSelector } from '../hooks';

/**
 * The modals the sidebar and top bar open. Their screens belong to later issues (contacts,
 * pricing, billing, notifications, account switching): until then each names itself and says it
 * is not available yet.
 */
const MODAL_TITLES: Record<ShellModalKey, MessageId> = {
  uploadContacts: 'screen.uploadContacts',
  createContactList: 'screen.createContactList',
  listBuilder: 'screen.listBuilder',
  pricing: 'screen.pricing',
  fundAccount: 'screen.fundAccount',
  notifications: 'screen.notificationsPanel',
  switchSide: 'screen.switchSide',
};

export function ShellModals() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal);
  const close = () => dispatch(modalClosed());
  return (
    <Modal
      open={open !== null}
      title={open ? intl.formatMessage({ id: MODAL_TITLES[open] }) : undefined}
      onCancel={close}
      onOk={close}
      okText={intl.formatMessage({ id: 'common.close' })}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <p>
        <FormattedMessage id="page.unbuilt.body" />
      </p>
    </Modal>
  );
}
