import '../register';
import './affiliate.css';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { EARNINGS_PAGE_SIZE, RESELLER_COMMISSION_PERCENT } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { EarningsSection } from '../components/EarningsSection';
import { ReferralSection } from '../components/ReferralSection';
import { SubscribersSection } from '../components/SubscribersSection';
import {
  detailsCall,
  selectDetails,
  selectSubscribers,
  selectTotals,
  subscribersCall,
  totalsCall,
} from '../slice';

/**
 * /dashboard/affiliate (Design Studio / PRO, issue 29): the referral link and code to share, how
 * the 50% commission works (accounts-money §1), the earnings totals (§3: earned, owed, paid, two
 * decimals) and the subscribers who earned them, 10 a page from offset 0 (§3). A failed read says
 * so where its part would be; any Retry reads again whatever failed.
 */
export default function AffiliatePage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectDetails);
  const totals = useAppSelector(selectTotals);
  const subscribers = useAppSelector(selectSubscribers);
  const [page, setPage] = useState(1);

  const loadSubscribers = useCallback(
    () =>
      dispatch(
        subscribersCall.request({
          limit: EARNINGS_PAGE_SIZE,
          offset: (page - 1) * EARNINGS_PAGE_SIZE,
        }),
      ),
    [dispatch, page],
  );
  useEffect(() => {
    dispatch(detailsCall.request({}));
    dispatch(totalsCall.request({}));
  }, [dispatch]);
  useEffect(() => {
    loadSubscribers();
  }, [loadSubscribers]);

  const retry = () => {
    if (details.error) dispatch(detailsCall.request({}));
    if (totals.error) dispatch(totalsCall.request({}));
    if (subscribers.error) loadSubscribers();
  };
  // The server's rate once it has answered; the spec's until then.
  const percent = details.data?.commission_percent || RESELLER_COMMISSION_PERCENT;

  return (
    <section className="panel affiliate-page" aria-labelledby="affiliate-title">
      <h1 id="affiliate-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>{intl.formatMessage({ id: 'affiliate.intro' }, { percent })}</p>
      <ol className="affiliate-steps">
        <li>{intl.formatMessage({ id: 'affiliate.how.share' })}</li>
        <li>{intl.formatMessage({ id: 'affiliate.how.join' })}</li>
        <li>{intl.formatMessage({ id: 'affiliate.how.earn' }, { percent })}</li>
        <li>{intl.formatMessage({ id: 'affiliate.how.payout' })}</li>
      </ol>
      {details.error ? (
        <RetryAlert
          message={word(callFailureMessage(detailsCall, details.error))}
          onRetry={retry}
        />
      ) : null}
      {totals.error ? (
        <RetryAlert message={word(callFailureMessage(totalsCall, totals.error))} onRetry={retry} />
      ) : null}
      <div className="affiliate-grid">
        <ReferralSection details={details.data} loading={details.loading} />
        <EarningsSection totals={totals.data} loading={totals.loading} />
      </div>
      {subscribers.error ? (
        <RetryAlert
          message={word(callFailureMessage(subscribersCall, subscribers.error))}
          onRetry={retry}
        />
      ) : null}
      <SubscribersSection
        rows={subscribers.error ? [] : (subscribers.data ?? [])}
        total={subscribers.totalCount ?? subscribers.data?.length ?? 0}
        loading={subscribers.loading}
        page={page}
        onPage={setPage}
      />
      <p className="affiliate-more">
        <Link to={paths.dashboard.affiliateResellers.getHref()}>
          {intl.formatMessage({ id: 'affiliate.resellersLink' })}
        </Link>
      </p>
    </section>
  );
}
