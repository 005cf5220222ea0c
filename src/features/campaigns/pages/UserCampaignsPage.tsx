import '../ordering/register';
import '../components/campaigns.css';
import '../ordering/components/ordering.css';
import { Button, Empty, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '../../../components/pageProps';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { getConfig } from '../../../config/env';
import { type CallState, callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectProfile } from '../../auth';
import { modalOpened } from '../../shell';
import { UserCampaignItem } from '../ordering/components/UserCampaignItem';
import { needsUpgrade } from '../ordering/orderRules';
import type { UserCampaign } from '../ordering/schemas';
import {
  activeCall,
  cancelCall,
  clearFinishedCall,
  selectActive,
  selectCancelled,
  selectCancelling,
  userCampaignsWanted,
} from '../ordering/slice';

/**
 * /dashboard/User-Campaigns (role 2): the launched campaigns, active and cancelled apart (§4), each
 * with its lists, cost and progress, cancelled within its window for a full refund.
 */
export default function UserCampaignsPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const active = useAppSelector(selectActive);
  const cancelled = useAppSelector(selectCancelled);
  const cancelling = useAppSelector(selectCancelling);
  // The cancellation window is judged against the time the page was shown.
  const [now] = useState(() => Date.now());
  const gated = needsUpgrade(profile, getConfig().printBrandOrgId);
  useEffect(() => {
    if (gated) dispatch(modalOpened('upgradeNeeded'));
    else dispatch(userCampaignsWanted());
  }, [dispatch, gated]);

  const section = (
    state: CallState<UserCampaign[]>,
    titleKey: string,
    noneKey: string,
    id: string,
  ) => (
    <section className="order-section" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage({ id: titleKey })}</h2>
      {state.error ? (
        <RetryAlert
          message={word(callFailureMessage(activeCall, state.error))}
          onRetry={() => dispatch(userCampaignsWanted())}
        />
      ) : null}
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
          onCancel={() => dispatch(cancelCall.request({ camp_id: order.id }))}
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
      <p>{intl.formatMessage({ id: 'ordering.active.intro' })}</p>
      {gated ? null : (
        <>
          {section(active, 'ordering.active.title', 'ordering.active.none', 'active-title')}
          {section(
            cancelled,
            'ordering.active.cancelledTitle',
            'ordering.active.noneCancelled',
            'cancelled-title',
          )}
        </>
      )}
    </section>
  );
}
