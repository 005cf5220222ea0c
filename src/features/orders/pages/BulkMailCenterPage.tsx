import '../bulk/register';
import '../bulk/components/bulk.css';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { outcomeUnknown } from '../../../api';
import type { PageProps } from '../../../components/pageProps';
import { RefusedDialog } from '../../../components/RefusedDialog';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  ORDER_LIST_PAGE,
  OrderListsField,
  OrderPrice,
  UpgradeNotice,
  orderListsCall,
  selectOrderLists,
  useUpgradeGate,
} from '../../campaigns';
import type { TemplateType } from '../../templates';
import { BulkProof } from '../bulk/components/BulkProof';
import { BulkTemplateField } from '../bulk/components/BulkTemplateField';
import { bulkSendIntent } from '../bulk/intent';
import {
  bulkPriceCall,
  bulkPriceWanted,
  bulkProofCleared,
  bulkSendCall,
  bulkSendErrorDismissed,
  bulkSendRequested,
  bulkTemplatesCall,
  selectBulkPrice,
  selectBulkSendError,
  selectBulkSending,
  selectBulkTemplates,
} from '../bulk/slice';

/**
 * /dashboard/bulk-mail-center (role 2): a one-off send of one template to one or more lists,
 * proofed first, priced and paid from the balance like a campaign order (issue 12).
 */
export default function BulkMailCenterPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const templates = useAppSelector(selectBulkTemplates);
  const lists = useAppSelector(selectOrderLists);
  const price = useAppSelector(selectBulkPrice);
  const sending = useAppSelector(selectBulkSending);
  const sendError = useAppSelector(selectBulkSendError);
  const [channel, setChannel] = useState<TemplateType>('sms');
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [listIds, setListIds] = useState<number[]>([]);
  const [approved, setApproved] = useState(false);
  const [tried, setTried] = useState(false);
  const gated = useUpgradeGate();

  useEffect(() => {
    bulkSendIntent.forgetDone();
    dispatch(bulkProofCleared());
  }, [dispatch]);

  const template =
    templates.data?.find((row) => row.id === templateId && row.type === channel) ?? null;
  // A proof (and its approval) belongs to the template it was made of.
  const chooseTemplate = (id: number | null) => {
    setTemplateId(id);
    setApproved(false);
    dispatch(bulkProofCleared());
  };
  const form =
    template && listIds.length > 0
      ? { template_id: template.id, contact_list_ids: [...listIds].sort((a, b) => a - b) }
      : null;
  const priceKey = form ? JSON.stringify(form) : null;
  useEffect(() => {
    if (priceKey) dispatch(bulkPriceWanted(JSON.parse(priceKey) as NonNullable<typeof form>));
  }, [dispatch, priceKey]);

  // The two reads the screen starts from fail and retry together (one Retry for both).
  const loadFailure = templates.error
    ? callFailureMessage(bulkTemplatesCall, templates.error)
    : lists.error
      ? callFailureMessage(orderListsCall, lists.error)
      : null;
  const retryLoads = () => {
    if (templates.error) dispatch(bulkTemplatesCall.request({ type: channel }));
    if (lists.error) dispatch(orderListsCall.request(ORDER_LIST_PAGE));
  };
  const problem = (failing: boolean, id: string) =>
    tried && failing ? intl.formatMessage({ id }) : null;
  const ready = form !== null && approved && price.data !== null;
  const send = () => {
    setTried(true);
    if (!form || !approved || !price.data) return;
    dispatch(bulkSendRequested({ form, totalCents: price.data.total }));
  };

  return (
    <section className="bulk-mail" aria-labelledby="bulk-title">
      <h1 id="bulk-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>{intl.formatMessage({ id: 'bulk.intro' })}</p>
      {gated ? <UpgradeNotice /> : null}
      {loadFailure ? <RetryAlert message={word(loadFailure)} onRetry={retryLoads} /> : null}
      <BulkTemplateField
        channel={channel}
        templateId={templateId}
        problem={problem(template === null, 'bulk.template.required')}
        onChannel={(next) => {
          setChannel(next);
          chooseTemplate(null);
        }}
        onTemplate={chooseTemplate}
      />
      <section className="order-section" aria-labelledby="bulk-lists-title">
        <h2 id="bulk-lists-title">{intl.formatMessage({ id: 'bulk.lists.title' })}</h2>
        <OrderListsField
          chosen={listIds}
          problem={problem(listIds.length === 0, 'ordering.listsRequired')}
          onChange={setListIds}
          failureShownAbove
        />
      </section>
      <BulkProof
        template={template}
        approved={approved}
        problem={problem(template !== null && !approved, 'bulk.proof.required')}
        onApprove={setApproved}
      />
      <OrderPrice
        price={priceKey ? price : null}
        call={bulkPriceCall}
        chooseId="bulk.price.choose"
        onRetry={() => form && dispatch(bulkPriceWanted(form))}
      />
      <div className="bulk-send">
        {/* Enabled only once there is something to pay for; until then it says what is missing. */}
        <Button
          type="primary"
          size="large"
          loading={sending}
          disabled={gated || !form || !approved || !price.data}
          aria-describedby={ready ? undefined : 'bulk-send-missing'}
          onClick={() => {
            if (!sending) send();
          }}
        >
          {intl.formatMessage({ id: 'bulk.send' })}
        </Button>
        {ready || gated ? null : (
          <p id="bulk-send-missing" className="bulk-send__missing">
            {intl.formatMessage({ id: 'bulk.send.missing' })}
          </p>
        )}
      </div>
      <RefusedDialog
        title={intl.formatMessage({
          id:
            sendError && outcomeUnknown(sendError) ? 'money.unknownTitle' : 'bulk.send.failedTitle',
        })}
        message={sendError ? word(callFailureMessage(bulkSendCall, sendError)) : null}
        onClose={() => dispatch(bulkSendErrorDismissed())}
      />
    </section>
  );
}
