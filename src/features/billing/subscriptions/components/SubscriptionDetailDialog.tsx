import { Modal, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { type DataColumn, DataTable } from '../../../../components/DataTable';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useFocusReturn } from '../../../../components/useFocusReturn';
import { useUserMessage } from '../../../../components/useUserMessage';
import { formatCents } from '../../../../lib/money';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { CardSummary } from '../../components/CardSummary';
import type { Invoice } from '../schemas';
import {
  detailCardCall,
  selectDetailCard,
  selectSubscriptionDetail,
  subscriptionDetailCall,
  subscriptionOpened,
} from '../slice';
import { formatDateOrText } from '../../../../lib/dateTime';
import { statusWords } from './statusWords';

type Row = Invoice & { id: number };

/** single-subscriptiondetails-stripe/: one subscription with its invoices and the card it uses. */
export default function SubscriptionDetailDialog({
  invoiceEntryId,
  onClose,
}: {
  invoiceEntryId: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectSubscriptionDetail);
  const card = useAppSelector(selectDetailCard);
  useFocusReturn();
  const retry = () => dispatch(subscriptionOpened(invoiceEntryId));
  const data = detail.data;

  const columns: DataColumn<Row>[] = [
    {
      key: 'number',
      title: intl.formatMessage({ id: 'subscriptions.invoice.number' }),
      render: (_value, row) => row.number,
    },
    {
      key: 'amount',
      title: intl.formatMessage({ id: 'subscriptions.invoice.amount' }),
      render: (_value, row) => formatCents(row.amount, intl.locale),
    },
    {
      key: 'paid',
      title: intl.formatMessage({ id: 'subscriptions.invoice.paidAt' }),
      render: (_value, row) =>
        row.paid_at
          ? formatDateOrText(row.paid_at)
          : intl.formatMessage({ id: 'subscriptions.invoice.unpaid' }),
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'subscriptions.invoice.status' }),
      render: (_value, row) => statusWords(intl, row.status),
    },
  ];

  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'subscriptions.details.title' })}
      onCancel={onClose}
      footer={null}
      width={720}
    >
      {detail.error ? (
        <RetryAlert
          message={word(callFailureMessage(subscriptionDetailCall, detail.error))}
          onRetry={retry}
        />
      ) : null}
      {detail.loading ? <Spin /> : null}
      {data ? (
        <>
          <p>
            <strong>{data.plan_name || data.plan_sku}</strong> ({data.plan_sku}) ·{' '}
            {formatCents(data.amount, intl.locale)} · {statusWords(intl, data.status)}
          </p>
          <h3>{intl.formatMessage({ id: 'subscriptions.invoice.title' })}</h3>
          <DataTable
            caption={intl.formatMessage({ id: 'subscriptions.invoice.title' })}
            columns={columns}
            rows={data.invoices.map((invoice, index) => ({ ...invoice, id: index + 1 }))}
            loading={false}
            empty={intl.formatMessage({ id: 'subscriptions.invoice.empty' })}
          />
          <h3>{intl.formatMessage({ id: 'subscriptions.details.card' })}</h3>
          {!data.card_stripeid ? (
            <p>{intl.formatMessage({ id: 'subscriptions.details.noCard' })}</p>
          ) : null}
          {card.error ? (
            <RetryAlert
              message={word(callFailureMessage(detailCardCall, card.error))}
              onRetry={() =>
                dispatch(detailCardCall.request({ card_stripeid: data.card_stripeid }))
              }
            />
          ) : null}
          {card.loading ? <Spin /> : null}
          {card.data ? <CardSummary card={card.data} /> : null}
        </>
      ) : null}
    </Modal>
  );
}
