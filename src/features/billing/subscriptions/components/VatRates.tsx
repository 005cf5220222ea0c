import { Spin } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useUserMessage } from '../../../../components/useUserMessage';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { selectVat, vatCall } from '../slice';

/** get-ukcountries-vat/: the VAT a UK billing address pays, per country of the UK. */
export function VatRates() {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const vat = useAppSelector(selectVat);
  const loaded = vat.data !== null;
  useEffect(() => {
    if (!loaded) dispatch(vatCall.request({}));
    // Loaded once: the rates do not change while the page is open.
  }, [dispatch, loaded]);
  return (
    <section className="vat-rates" aria-labelledby="vat-rates-title">
      <h3 id="vat-rates-title">{intl.formatMessage({ id: 'subscriptions.vat.title' })}</h3>
      {vat.error ? (
        <RetryAlert
          message={word(callFailureMessage(vatCall, vat.error))}
          onRetry={() => dispatch(vatCall.request({}))}
        />
      ) : null}
      {vat.loading ? <Spin /> : null}
      {vat.data ? (
        <ul aria-label={intl.formatMessage({ id: 'subscriptions.vat.title' })}>
          {vat.data.map((rate) => (
            <li key={rate.country_name}>
              {intl.formatMessage(
                { id: 'subscriptions.vat.rate' },
                {
                  country: rate.country_name,
                  rate: intl.formatNumber(rate.vat_percent / 100, { style: 'percent' }),
                },
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
