import { Button, Segmented, Spin, Switch } from 'antd';
import { useIntl } from 'react-intl';
import { type DataColumn, DataTable } from '../../../../components/DataTable';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useUserMessage } from '../../../../components/useUserMessage';
import { formatCents } from '../../../../lib/money';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import type { BillingType } from '../api';
import type { Subscription } from '../schemas';
import {
  autoRenewToggled,
  billingTypeChosen,
  selectAutoRenewBusy,
  selectBillingType,
  selectSubscriptionList,
  subscriptionListCall,
} from '../slice';
import { formatDateOrText } from '../../../../lib/dateTime';
import { statusWords } from './statusWords';

type Row = Subscription & { id: number };

/** all-subscriptiondetails-stripe/: the user's subscriptions, by billing type, with auto-renew. */
export function SubscriptionTable({
  onRetry,
  onOpen,
}: {
  onRetry: () => void;
  onOpen: (id: number) => void;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectSubscriptionList);
  const billingType = useAppSelector(selectBillingType);
  const renewBusy = useAppSelector(selectAutoRenewBusy);
  const typeWords = (type: BillingType) =>
    intl.formatMessage({ id: `subscriptions.billingType.${type}` });

  const columns: DataColumn<Row>[] = [
    {
      key: 'plan',
      title: intl.formatMessage({ id: 'subscriptions.column.plan' }),
      render: (_value, row) => (
        <>
          <strong>{row.plan_name || row.plan_sku}</strong>
          <br />
          <small>{row.plan_sku}</small>
        </>
      ),
    },
    {
      key: 'billing',
      title: intl.formatMessage({ id: 'subscriptions.column.billingType' }),
      render: (_value, row) => typeWords(row.billing_type),
    },
    {
      key: 'amount',
      title: intl.formatMessage({ id: 'subscriptions.column.amount' }),
      render: (_value, row) => formatCents(row.amount, intl.locale),
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'subscriptions.column.status' }),
      render: (_value, row) => statusWords(intl, row.status),
    },
    {
      key: 'period',
      title: intl.formatMessage({ id: 'subscriptions.column.period' }),
      render: (_value, row) =>
        intl.formatMessage(
          { id: 'subscriptions.period' },
          {
            start: formatDateOrText(row.current_period_start),
            end: formatDateOrText(row.current_period_end),
          },
        ),
    },
    {
      key: 'renew',
      title: intl.formatMessage({ id: 'subscriptions.column.autoRenew' }),
      render: (_value, row) => (
        <Switch
          checked={row.plan_autorenew === 1}
          disabled={renewBusy || row.status.toLowerCase() === 'cancelled'}
          aria-label={intl.formatMessage(
            { id: 'subscriptions.autoRenew.label' },
            { plan: row.plan_name || row.plan_sku, billing: typeWords(row.billing_type) },
          )}
          onChange={(on) => dispatch(autoRenewToggled({ billingType: row.billing_type, on }))}
        />
      ),
    },
    {
      key: 'details',
      title: intl.formatMessage({ id: 'subscriptions.column.details' }),
      render: (_value, row) => (
        <Button size="small" onClick={() => onOpen(row.invoice_entryid)}>
          {intl.formatMessage(
            { id: 'subscriptions.details.open' },
            { plan: row.plan_name || row.plan_sku },
          )}
        </Button>
      ),
    },
  ];

  const rows: Row[] = (list.data ?? []).map((row) => ({ ...row, id: row.invoice_entryid }));
  return (
    <section className="billing-section" aria-labelledby="billing-subscriptions-title">
      <h2 id="billing-subscriptions-title">
        {intl.formatMessage({ id: 'subscriptions.list.title' })}
      </h2>
      <Segmented
        className="billing-section__filter"
        aria-label={intl.formatMessage({ id: 'subscriptions.billingType.filter' })}
        value={billingType}
        onChange={(value) => dispatch(billingTypeChosen(value as BillingType | 'all'))}
        options={[
          { value: 'all', label: intl.formatMessage({ id: 'subscriptions.billingType.all' }) },
          { value: 'monthly', label: typeWords('monthly') },
          { value: 'annual', label: typeWords('annual') },
        ]}
      />
      {list.error ? (
        <RetryAlert
          message={word(callFailureMessage(subscriptionListCall, list.error))}
          onRetry={onRetry}
        />
      ) : null}
      {list.loading && !list.data ? <Spin /> : null}
      {list.data ? (
        <DataTable
          caption={intl.formatMessage({ id: 'subscriptions.list.title' })}
          columns={columns}
          rows={rows}
          loading={list.loading}
          empty={intl.formatMessage({ id: 'subscriptions.list.empty' })}
        />
      ) : null}
    </section>
  );
}
