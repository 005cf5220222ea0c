import { Spin } from 'antd';
import { useIntl } from 'react-intl';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useUserMessage } from '../../../../components/useUserMessage';
import { callFailureMessage } from '../../../../state/callState';
import { useAppSelector } from '../../../../state/hooks';
import { selectSubscriptionStatus, statusCall } from '../slice';
import { planLabel } from '../planName';
import { formatDateOrText } from '../../../../lib/dateTime';
import { statusWords } from './statusWords';

/** subscription-status: the account's status, its plan and the end of the period. */
export function AccountStatusPanel({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const word = useUserMessage();
  const status = useAppSelector(selectSubscriptionStatus);
  return (
    <section className="billing-section" aria-labelledby="billing-status-title">
      <h2 id="billing-status-title">{intl.formatMessage({ id: 'subscriptions.status.title' })}</h2>
      {status.error ? (
        <RetryAlert
          message={word(callFailureMessage(statusCall, status.error))}
          onRetry={onRetry}
        />
      ) : null}
      {status.loading && !status.data ? <Spin /> : null}
      {status.data ? (
        <dl className="billing-status">
          <div>
            <dt>{intl.formatMessage({ id: 'subscriptions.status.account' })}</dt>
            <dd>{statusWords(intl, status.data.java_stripesubscription_status)}</dd>
          </div>
          {status.data.plan_sku ? (
            <div>
              <dt>{intl.formatMessage({ id: 'subscriptions.status.plan' })}</dt>
              <dd>{planLabel(intl, status.data.plan_sku)}</dd>
            </div>
          ) : null}
          {status.data.current_period_end ? (
            <div>
              <dt>{intl.formatMessage({ id: 'subscriptions.status.periodEnd' })}</dt>
              <dd>{formatDateOrText(status.data.current_period_end)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
