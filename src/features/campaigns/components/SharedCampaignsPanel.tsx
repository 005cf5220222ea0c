import { Button, Spin, Tag } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { SharedCampaign } from '../schemas';
import {
  acceptCall,
  rejectCall,
  selectAnswering,
  selectShared,
  sharedCall,
  sharedWanted,
} from '../slice';

const STATUS_WORDS = {
  0: 'campaigns.shared.pending',
  1: 'campaigns.shared.acceptedStatus',
  2: 'campaigns.shared.rejectedStatus',
} as const;

/**
 * Campaigns others shared with this PRO admin (§4 Shared campaigns): a pending one (action_status
 * 0) is accepted or rejected here; the list reloads after each answer.
 */
export function SharedCampaignsPanel() {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const shared = useAppSelector(selectShared);
  const answering = useAppSelector(selectAnswering);
  useEffect(() => {
    dispatch(sharedWanted());
  }, [dispatch]);

  const entries = shared.data ?? [];
  const answer = (entry: SharedCampaign, accept: boolean) =>
    dispatch((accept ? acceptCall : rejectCall).request({ campaign_id: entry.campaign_id }));
  return (
    <section className="shared-campaigns" aria-labelledby="shared-campaigns-title">
      <h2 id="shared-campaigns-title">{intl.formatMessage({ id: 'campaigns.shared.title' })}</h2>
      {shared.error ? (
        <RetryAlert
          message={word(callFailureMessage(sharedCall, shared.error))}
          onRetry={() => dispatch(sharedWanted())}
        />
      ) : null}
      {shared.loading && !shared.data ? <Spin /> : null}
      {shared.data && entries.length === 0 ? (
        <p>{intl.formatMessage({ id: 'campaigns.shared.none' })}</p>
      ) : null}
      {entries.length > 0 ? (
        <ul className="shared-campaigns__list">
          {entries.map((entry) => {
            const busy = answering[entry.campaign_id];
            return (
              <li
                key={`${entry.campaign_id}-${entry.created_at}`}
                className="shared-campaigns__entry"
              >
                <div>
                  <strong>{entry.name}</strong>
                  <span className="shared-campaigns__from">
                    {intl.formatMessage({ id: 'campaigns.shared.from' }, { name: entry.shared_by })}
                  </span>
                </div>
                <Tag
                  className={`campaign-tag campaign-tag--${['pending', 'active', 'rejected'][entry.action_status]}`}
                >
                  {intl.formatMessage({ id: STATUS_WORDS[entry.action_status] })}
                </Tag>
                {entry.action_status === 0 ? (
                  <span className="shared-campaigns__actions">
                    <Button
                      type="primary"
                      size="small"
                      loading={busy === 'accept'}
                      disabled={busy !== undefined}
                      aria-label={intl.formatMessage(
                        { id: 'campaigns.shared.acceptNamed' },
                        { name: entry.name },
                      )}
                      onClick={() => answer(entry, true)}
                    >
                      {intl.formatMessage({ id: 'campaigns.shared.accept' })}
                    </Button>
                    <Button
                      size="small"
                      loading={busy === 'reject'}
                      disabled={busy !== undefined}
                      aria-label={intl.formatMessage(
                        { id: 'campaigns.shared.rejectNamed' },
                        { name: entry.name },
                      )}
                      onClick={() => answer(entry, false)}
                    >
                      {intl.formatMessage({ id: 'campaigns.shared.reject' })}
                    </Button>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
