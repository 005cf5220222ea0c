import { Modal } from 'antd';
import { type ComponentType, type LazyExoticComponent, Suspense, lazy } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ShellModalKey, modalClosed, selectOpenModal } from '../../features/shell';
import { withDomainMessages } from '../../i18n/domainMessages';
import type { MessageId } from '../../i18n/messageIds';
import { useAppDispatch, useAppSelector } from '../../state/hooks';

type ShellModal = LazyExoticComponent<ComponentType<{ onClose: () => void }>>;

/** The modals built so far: each loads (with its messages) the first time it opens. */
const BUILT: Partial<Record<ShellModalKey, ShellModal>> = {
  uploadContacts: lazy(
    withDomainMessages(
      'contacts',
      () => import('../../features/contacts/import/UploadContactsModal'),
    ),
  ),
  createContactList: lazy(
    withDomainMessages(
      'contacts',
      () => import('../../features/contacts/import/CreateContactListModal'),
    ),
  ),
  fundAccount: lazy(
    withDomainMessages(
      'billing',
      () => import('../../features/billing/components/FundAccountModal'),
    ),
  ),
  upgradePro: lazy(
    withDomainMessages('billing', () => import('../../features/billing/plans/PlanPickerModal')),
  ),
  studioUpsell: lazy(
    withDomainMessages(
      'billing',
      () => import('../../features/billing/plans/DesignStudioUpsellModal'),
    ),
  ),
  agencyServices: lazy(
    withDomainMessages('billing', () => import('../../features/billing/plans/AgencyServicesModal')),
  ),
  upgradeNeeded: lazy(
    withDomainMessages('billing', () => import('../../features/billing/plans/UpgradeNeededModal')),
  ),
  pricing: lazy(
    withDomainMessages(
      'billing',
      () => import('../../features/billing/components/PricingTableModal'),
    ),
  ),
  listBuilder: lazy(
    withDomainMessages(
      'listBuilder',
      () => import('../../features/contacts/listBuilder/ListBuilderModal'),
    ),
  ),
  failedAddresses: lazy(
    withDomainMessages(
      'contacts',
      () => import('../../features/contacts/components/FailedAddressModal'),
    ),
  ),
  viewAs: lazy(
    withDomainMessages('accountSwitch', () => import('../../features/accountSwitch/ViewAsModal')),
  ),
  welcome: lazy(
    withDomainMessages(
      'welcome',
      () => import('../../features/dashboard/welcome/FirstLoginWelcomeModal'),
    ),
  ),
};

/**
 * The modals whose screens belong to later issues (pricing, billing, notifications, account
 * switching): until then each names itself and says it is not available yet.
 */
const UNBUILT_TITLES: Record<ShellModalKey, MessageId> = {
  uploadContacts: 'screen.uploadContacts',
  createContactList: 'screen.createContactList',
  listBuilder: 'screen.listBuilder',
  pricing: 'screen.pricing',
  fundAccount: 'screen.fundAccount',
  failedAddresses: 'screen.failedMailing',
  viewAs: 'screen.switchSide',
  upgradePro: 'screen.proPlan',
  studioUpsell: 'screen.proPlan',
  agencyServices: 'home.agency.open',
  upgradeNeeded: 'screen.proPlan',
  welcome: 'screen.home',
};

export function ShellModals() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal);
  const close = () => dispatch(modalClosed());
  const Built = open ? BUILT[open] : undefined;
  if (Built)
    return (
      <Suspense fallback={null}>
        <Built onClose={close} />
      </Suspense>
    );
  return (
    <Modal
      open={open !== null}
      title={open ? intl.formatMessage({ id: UNBUILT_TITLES[open] }) : undefined}
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
