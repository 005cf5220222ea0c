import { useIntl } from 'react-intl';
import { type DataColumn, DataTable } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { EARNINGS_PAGE_SIZE } from '../../../config/constants';
import { formatDate } from '../../../lib/dateTime';
import { formatCents } from '../../../lib/money';
import type { EarningSubscriber } from '../api';
import { PanelSection } from '../../../components/PanelSection';

/** The referred subscribers who have paid for a plan, with what each earned the reseller. */
export function SubscribersSection({
  rows,
  total,
  loading,
  page,
  onPage,
}: {
  rows: EarningSubscriber[];
  total: number;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const money = (cents: number) => formatCents(cents, intl.locale);
  const title = intl.formatMessage({ id: 'affiliate.subscribers.title' });
  const columns: DataColumn<EarningSubscriber>[] = [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'affiliate.subscribers.name' }),
      render: (_value, row) => `${row.fname} ${row.lname}`.trim(),
    },
    {
      key: 'plan',
      title: intl.formatMessage({ id: 'affiliate.subscribers.plan' }),
      dataIndex: 'plan_name',
    },
    {
      key: 'paid',
      title: intl.formatMessage({ id: 'affiliate.subscribers.paid' }),
      render: (_value, row) => money(row.amount_paid),
    },
    {
      key: 'earned',
      title: intl.formatMessage({ id: 'affiliate.subscribers.earned' }),
      render: (_value, row) => money(row.amount_earned),
    },
    {
      key: 'last',
      title: intl.formatMessage({ id: 'affiliate.subscribers.lastPaid' }),
      render: (_value, row) => formatDate(row.last_paid_at) || '—',
    },
  ];
  return (
    <PanelSection title={title} className="affiliate-subscribers">
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        loading={loading}
        empty={intl.formatMessage({ id: 'affiliate.subscribers.empty' })}
      />
      <Pager
        current={page}
        pageSize={EARNINGS_PAGE_SIZE}
        total={total}
        onChange={onPage}
        label={title}
        totalLabel={intl.formatMessage({ id: 'affiliate.subscribers.total' }, { count: total })}
      />
    </PanelSection>
  );
}
