import { Spin } from 'antd';
import { useIntl } from 'react-intl';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useUserMessage } from '../../../../components/useUserMessage';
import { type CallState, callFailureMessage } from '../../../../state/callState';
import type { CampaignPrice } from '../schemas';
import { addContactsPriceCall } from '../slice';
import { PriceLines } from './PriceLines';

/**
 * What adding the chosen lists costs (pricing/campaign/add-contact-event): only the steps still to
 * come are priced, for the new lists' contacts, with the balance before and after.
 */
export function AddContactsPrice({
  price,
  onRetry,
}: {
  price: CallState<CampaignPrice> | null;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const data = price?.data ?? null;
  const title = intl.formatMessage({ id: 'ordering.addContacts.price' });
  return (
    <section className="order-section" aria-label={title}>
      <h3>{title}</h3>
      {price === null ? <p>{intl.formatMessage({ id: 'ordering.addContacts.choose' })}</p> : null}
      {price?.error ? (
        <RetryAlert
          message={word(callFailureMessage(addContactsPriceCall, price.error))}
          onRetry={onRetry}
        />
      ) : null}
      {price?.loading && !data ? <Spin /> : null}
      {data && !price?.error ? (
        <div aria-busy={price?.loading}>
          <PriceLines price={data} caption={title} totalTestId="add-contacts-total" />
          <ul className="order-price__notes">
            <li>
              {intl.formatMessage(
                { id: 'ordering.addContacts.contacts' },
                { count: data.contacts },
              )}
            </li>
            {data.excluded > 0 ? (
              <li>
                {intl.formatMessage({ id: 'ordering.price.excluded' }, { count: data.excluded })}
              </li>
            ) : null}
            {data.steps.length === 0 ? (
              <li>{intl.formatMessage({ id: 'ordering.addContacts.nothingToCome' })}</li>
            ) : null}
            {data.balance < data.total ? (
              <li>
                {intl.formatMessage(
                  { id: 'ordering.addContacts.short' },
                  { missing: (data.total - data.balance) / 100 },
                )}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
