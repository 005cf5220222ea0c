import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { SharedCampaign } from '../api';
import { selectBusyKeys, sharedAnswered } from '../slice';

/** Accept or Reject a shared campaign while it waits (action_status 0), else what was answered. */
export function SharedAnswer({ shared }: { shared: SharedCampaign }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectBusyKeys).includes(`shared-${shared.campaign_id}`);
  if (shared.action_status !== 0)
    return (
      <span className="notification-state">
        {intl.formatMessage({
          id:
            shared.action_status === 1
              ? 'notifications.shared.acceptedState'
              : 'notifications.shared.rejectedState',
        })}
      </span>
    );
  const answer = (accept: boolean) =>
    dispatch(sharedAnswered({ campaign_id: shared.campaign_id, accept }));
  return (
    <span className="notification-actions">
      <PlainButton
        size="small"
        variant="primary"
        disabled={busy}
        aria-label={intl.formatMessage(
          { id: 'notifications.shared.acceptNamed' },
          { name: shared.name },
        )}
        onClick={() => answer(true)}
      >
        {intl.formatMessage({ id: 'notifications.shared.accept' })}
      </PlainButton>
      <PlainButton
        size="small"
        disabled={busy}
        aria-label={intl.formatMessage(
          { id: 'notifications.shared.rejectNamed' },
          { name: shared.name },
        )}
        onClick={() => answer(false)}
      >
        {intl.formatMessage({ id: 'notifications.shared.reject' })}
      </PlainButton>
    </span>
  );
}
