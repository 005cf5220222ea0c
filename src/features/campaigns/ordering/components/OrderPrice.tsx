import './ordering.css';
import { Spin } from 'antd';
import { useIntl } from 'react-intl';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useUserMessage } from '../../../../components/useUserMessage';
import type { FailureDisplay } from '../../../../api';
import type { MessageId } from '../../../../i18n/messageIds';
import { formatDateTime } from '../../../../lib/dateTime';
import { type CallState, callFailureMessage } from '../../../../state/callState';
import { priceCall } from '../slice';
import type { CampaignPrice } from '../schemas';
import { PriceLines } from './PriceLines';

/**
 * Step 4: the price before launch (pricing/campaign): each step's quantity × unit price, the
 * total, the balance after, the print tier and what the next one costs (a nudge, not a blocker),
 * who is left out, and how many texts wait for sending hours.
 */
export function OrderPrice({
  price,
  onRetry,
  call = priceCall,
  chooseId = 'ordering.price.choose',
}: {
  price: CallState<CampaignPrice> | null;
  onRetry: () => void;
  /** The call that priced it, whose failure wording is shown (a bulk send has its own). */
  call?: { showFailure: FailureDisplay };
  /** What to choose before there is a price. */
  chooseId?: MessageId;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const data = price?.data ?? null;
  return (
    <section className="order-section" aria-labelledby="order-price-title">
      <h2 id="order-price-title">{intl.formatMessage({ id: 'ordering.price.title' })}</h2>
      {price === null ? <p>{intl.formatMessage({ id: chooseId })}</p> : null}
      {price?.error ? (
        <RetryAlert message={word(callFailureMessage(call, price.error))} onRetry={onRetry} />
      ) : null}
      {price?.loading && !data ? <Spin /> : null}
      {data ? (
        <div aria-busy={price?.loading}>
          <PriceLines
            price={data}
            caption={intl.formatMessage({ id: 'ordering.price.title' })}
            totalTestId="order-total"
          />
          <ul className="order-price__notes">
            <li>
              {intl.formatMessage({ id: 'ordering.price.contacts' }, { count: data.contacts })}
            </li>
            {data.excluded > 0 ? (
              <li>
                {intl.formatMessage({ id: 'ordering.price.excluded' }, { count: data.excluded })}
              </li>
            ) : null}
            {data.balance < data.total ? (
              <li>
                {intl.formatMessage(
                  { id: 'ordering.price.short' },
                  { missing: (data.total - data.balance) / 100 },
                )}
              </li>
            ) : null}
            {data.tier ? (
              <li>
                {data.tier.max === null
                  ? intl.formatMessage({ id: 'ordering.price.topTier' }, { min: data.tier.min })
                  : intl.formatMessage(
                      { id: 'ordering.price.tier' },
                      { min: data.tier.min, max: data.tier.max },
                    )}
              </li>
            ) : null}
            {data.next_tier ? (
              <li>
                {intl.formatMessage(
                  { id: 'ordering.price.nextTier' },
                  { min: data.next_tier.min, unit: data.next_tier.unit_price / 100 },
                )}
              </li>
            ) : null}
            {/* Quiet hours govern texts only: a send without one says nothing of them. */}
            {data.steps.some((step) => step.type === 'sms') ? (
              <li>
                {data.quiet_hours.shifted > 0 && data.quiet_hours.first_send
                  ? intl.formatMessage(
                      { id: 'ordering.quiet.shifted' },
                      {
                        count: data.quiet_hours.shifted,
                        when: formatDateTime(data.quiet_hours.first_send),
                      },
                    )
                  : intl.formatMessage({ id: 'ordering.quiet.none' })}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
