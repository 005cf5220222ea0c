import './register';
import { Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ROLE } from '../../config/constants';
import { useFocusReturn } from '../../components/useFocusReturn';
import { useAppSelector } from '../../state/hooks';
import { selectProfile } from '../auth';
import { AuditTrail } from './components/AuditTrail';
import { ViewableUsers } from './components/ViewableUsers';

type Tab = 'users' | 'audit';

/**
 * "View as a user…" (issue 29): the accounts this admin may view as, searched and paged, each
 * with View as; for the super admin also the audit trail of every call made while viewing as
 * someone. A PRO admin sees only their basic users who allow it (the server decides).
 */
export default function ViewAsModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  useFocusReturn();
  const superAdmin = useAppSelector(selectProfile)?.role_id === ROLE.superAdmin;
  const [tab, setTab] = useState<Tab>('users');
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'switch.viewAs.title' })}
      onCancel={onClose}
      footer={null}
      width={720}
    >
      {superAdmin ? (
        <Segmented<Tab>
          value={tab}
          onChange={setTab}
          options={[
            { value: 'users', label: intl.formatMessage({ id: 'switch.viewAs.users' }) },
            { value: 'audit', label: intl.formatMessage({ id: 'switch.viewAs.audit' }) },
          ]}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {tab === 'users' ? (
        <ViewableUsers introId={superAdmin ? 'switch.viewAs.intro' : 'switch.viewAs.proIntro'} />
      ) : (
        <AuditTrail />
      )}
    </Modal>
  );
}
