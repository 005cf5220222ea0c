import '../register';
import '../components/orderHistory.css';
import { Alert, Button } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { NativeSelect } from '../../../components/controls';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import type { PageProps } from '../../../components/pageProps';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { formatDateTime } from '../../../lib/dateTime';
import { formatCents } from '../../../lib/money';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { HISTORY_PAGE_SIZE, ORDER_KINDS, type OrderKind, type OrderRow } from '../api';
import { useOrderWords } from '../components/orderWords';
import {
  exportSettled,
  exportWanted,
  historyCall,
  historyExportCall,
  selectExportError,
  selectExporting,
  selectHistory,
} from '../slice';

/**
 * /dashboard/order-history (role 2): every order of the user — campaign launches, single and bulk
 * sends, skip traces, top-ups and refunds — a page at a time, filtered by type, exported as CSV.
 */
export default function OrderHistoryPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectHistory);
  const exporting = useAppSelector(selectExporting);
  const exportError = useAppSelector(selectExportError);
  const { kinds, statuses, csv } = useOrderWords();
  const [filter, setFilter] = useState<{ kind: OrderKind | ''; page: number }>({
    kind: '',
    page: 1,
  });
  const { kind, page } = filter;

  const load = useCallback(() => {
    dispatch(
      historyCall.request({
        limit: HISTORY_PAGE_SIZE,
        offset: (page - 1) * HISTORY_PAGE_SIZE,
        ...(kind ? { kind } : {}),
      }),
    );
  }, [dispatch, kind, page]);
  useEffect(load, [load]);
  // A failed export's message belongs to this visit only.
  useEffect(() => () => void dispatch(exportSettled(null)), [dispatch]);

  const money = (cents: number) => formatCents(cents, intl.locale);
  const columns: DataColumn<OrderRow>[] = [
    {
      key: 'date',
      title: intl.formatMessage({ id: 'orders.column.date' }),
      render: (_value, row) => formatDateTime(row.created_at),
    },
    {
      key: 'number',
      title: intl.formatMessage({ id: 'orders.column.number' }),
      dataIndex: 'order_no',
    },
    {
      key: 'type',
      title: intl.formatMessage({ id: 'orders.column.type' }),
      render: (_value, row) => (
        <>
          <span className={`order-kind order-kind--${row.kind}`}>{kinds[row.kind]}</span>
          {row.description ? (
            <span className="order-history__description">{row.description}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'quantity',
      title: intl.formatMessage({ id: 'orders.column.quantity' }),
      render: (_value, row) => (row.quantity === null ? '—' : intl.formatNumber(row.quantity)),
    },
    {
      key: 'amount',
      title: intl.formatMessage({ id: 'orders.column.amount' }),
      render: (_value, row) =>
        row.amount === null
          ? '—'
          : row.kind === 'refund' || row.kind === 'top-up'
            ? `+${money(row.amount)}`
            : // A debit says so: the minus sign (U+2212), as the credits carry their plus.
              `\u2212${money(row.amount)}`,
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'orders.column.status' }),
      render: (_value, row) => statuses[row.status],
    },
  ];
  const total = history.totalCount ?? 0;

  return (
    <section className="order-history" aria-labelledby="order-history-title">
      <header className="order-history__header">
        <h1 id="order-history-title">{intl.formatMessage({ id: titleId })}</h1>
        <Button
          loading={exporting}
          disabled={history.data?.length === 0}
          onClick={() => {
            if (!exporting) dispatch(exportWanted({ ...(kind ? { kind } : {}), words: csv }));
          }}
        >
          {intl.formatMessage({ id: 'orders.export' })}
        </Button>
      </header>
      <p>{intl.formatMessage({ id: 'orders.intro' })}</p>
      <div className="order-history__filters">
        <label htmlFor="order-kind">{intl.formatMessage({ id: 'orders.filter.type' })}</label>
        <NativeSelect
          id="order-kind"
          value={kind}
          onChange={(event) => setFilter({ kind: event.target.value as OrderKind | '', page: 1 })}
        >
          <option value="">{intl.formatMessage({ id: 'orders.filter.all' })}</option>
          {ORDER_KINDS.map((option) => (
            <option key={option} value={option}>
              {kinds[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {exportError ? (
        <Alert
          type="error"
          showIcon
          title={word(callFailureMessage(historyExportCall, exportError))}
          closable={{ onClose: () => dispatch(exportSettled(null)) }}
        />
      ) : null}
      {history.error ? (
        <RetryAlert message={word(callFailureMessage(historyCall, history.error))} onRetry={load} />
      ) : (
        <DataTable
          caption={intl.formatMessage({ id: titleId })}
          columns={columns}
          rows={history.data ?? []}
          loading={history.loading}
          empty={intl.formatMessage({ id: kind ? 'orders.noneOfType' : 'orders.none' })}
        />
      )}
      <Pager
        current={page}
        pageSize={HISTORY_PAGE_SIZE}
        total={total}
        onChange={(next) => setFilter({ kind, page: next })}
        label={intl.formatMessage({ id: 'orders.pages' })}
        totalLabel={
          history.data ? intl.formatMessage({ id: 'orders.total' }, { count: total }) : undefined
        }
      />
    </section>
  );
}
