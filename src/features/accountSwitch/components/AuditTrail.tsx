import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { formatDateTime } from '../../../lib/dateTime';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { AuditEntry } from '../api';
import { auditCall, selectAudit } from '../slice';

const AUDIT_PAGE_SIZE = 10;

/** Every call made while an admin viewed the app as someone, newest first (issue 29). */
export function AuditTrail() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const audit = useAppSelector(selectAudit);
  const [page, setPage] = useState(1);

  useEffect(() => {
    dispatch(auditCall.request({ limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE }));
  }, [dispatch, page]);

  const columns: DataColumn<AuditEntry>[] = [
    {
      key: 'at',
      title: intl.formatMessage({ id: 'switch.audit.when' }),
      render: (_value, entry) => formatDateTime(entry.at),
    },
    {
      key: 'actor',
      title: intl.formatMessage({ id: 'switch.audit.actor' }),
      dataIndex: 'actor_name',
    },
    { key: 'user', title: intl.formatMessage({ id: 'switch.audit.user' }), dataIndex: 'user_name' },
    { key: 'call', title: intl.formatMessage({ id: 'switch.audit.call' }), dataIndex: 'call' },
  ];

  return (
    <div>
      <DataTable
        columns={columns}
        rows={audit.data ?? []}
        loading={audit.loading}
        empty={intl.formatMessage({ id: 'switch.audit.empty' })}
      />
      <Pager
        current={page}
        pageSize={AUDIT_PAGE_SIZE}
        total={audit.totalCount ?? audit.data?.length ?? 0}
        onChange={setPage}
        label={intl.formatMessage({ id: 'switch.audit.pager' })}
      />
    </div>
  );
}
