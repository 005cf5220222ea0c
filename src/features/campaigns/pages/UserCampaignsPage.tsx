import '../ordering/register';
import '../components/campaigns.css';
import '../ordering/components/ordering.css';
import { Button, Empty, Spin } from 'antd';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { paths } from '../../../config/paths';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { type CallState, callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { UserCampaignItem } from '../ordering/components/UserCampaignItem';
import { useUpgradeGate } from '../ordering/components/UpgradeNotice';
import type { UserCampaign } from '../ordering/schemas';
import {
  activeCall,
  addContactsClosed,
  addContactsOpened,
  cancelRequested,
  clearFinishedCall,
  selectActive,
  selectAddContacts,
  selectCancelled,
  selectCancelling,
  userCampaignsWanted,
} from '../ordering/slice';

// The dialog (with antd's Form) loads on first use: the route's first load has a 350 KB budget.
const AddContactsModal = lazy(() => import('../ordering/components/AddContactsModal'));

/**
 * /dashboard/User-Campaigns (role 2): the launched campaigns, active and cancelled apart (§4), each
 * with its lists, cost and progress, cancelled within its window for a full refund; contact lists
 * can be added to one still running (§7: pricing/ and orders/campaign/add-contact-event).
 */
export default function UserCampaignsPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectActive);
  const cancelled = useAppSelector(selectCancelled);
  const cancelling = useAppSelector(selectCancelling);
  const adding = useAppSelector(selectAddContacts).campaignId;
  const addingTo = active.data?.find((order) => order.id === adding) ?? null;
  // The cancellation window is judged against the time the page was shown.
  const [now] = useState(() => Date.now());
  const gated = useUpgradeGate();
  const loadError = active.error ?? cancelled.error;
  useEffect(() => {
    if (!gated) dispatch(userCampaignsWanted());
  }, [dispatch, gated]);
  // A dialog left open does not come back on the next visit.
  useEffect(() => () => void dispatch(addContactsClosed()), [dispatch]);

  const section = (
    state: CallState<UserCampaign[]>,
    titleKey: string,
    noneKey: string,
    id: string,
  ) => (
    <section className="order-section" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage({ id: titleKey })}</h2>
      {state.loading && !state.data ? <Spin /> : null}
      {state.data?.length === 0 ? (
        <Empty description={intl.formatMessage({ id: noneKey })} />
      ) : null}
      {(state.data ?? []).map((order) => (
        <UserCampaignItem
          key={order.id}
          order={order}
          now={now}
          busy={cancelling[order.id] === true}
          onCancel={() =>
            dispatch(cancelRequested({ camp_id: order.id, campaign_name: order.campaign_name }))
          }
          onAddLists={() => dispatch(addContactsOpened(order.id))}
        />
      ))}
    </section>
  );
  return (
    <section className="user-campaigns" aria-labelledby="user-campaigns-title">
      <header className="campaign-library__header">
        <h1 id="user-campaigns-title">{intl.formatMessage({ id: titleId })}</h1>
        {!gated ? (
          <Button onClick={() => dispatch(clearFinishedCall.request({}))}>
            {intl.formatMessage({ id: 'ordering.clear' })}
          </Button>
        ) : null}
      </header>
      <p>
        {intl.formatMessage({ id: 'ordering.active.intro' })}{' '}
        <Link to={paths.dashboard.orderHistory.getHref()}>
          {intl.formatMessage({ id: 'screen.orderHistory' })}
        </Link>
      </p>
      {gated ? null : (
        <>
          {/* Both lists come from one read each; a failure is said once, and Retry reads both. */}
          {loadError ? (
            <RetryAlert
              message={word(callFailureMessage(activeCall, loadError))}
              onRetry={() => dispatch(userCampaignsWanted())}
            />
          ) : null}
          {section(active, 'ordering.active.title', 'ordering.active.none', 'active-title')}
          {section(
            cancelled,
            'ordering.active.cancelledTitle',
            'ordering.active.noneCancelled',
            'cancelled-title',
          )}
        </>
      )}
      {addingTo ? (
        <Suspense fallback={null}>
          <AddContactsModal key={addingTo.id} order={addingTo} />
        </Suspense>
      ) : null}
    </section>
  );
}
