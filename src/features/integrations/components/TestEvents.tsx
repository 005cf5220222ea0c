import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../lib/dateTime';
import type { WebhookEvent } from '../api';

/** The latest test events the server sent to the webhook, newest first: when, how, and where. */
export function TestEvents({ events }: { events: readonly WebhookEvent[] }) {
  const intl = useIntl();
  if (events.length === 0)
    return (
      <p className="integrations-hint">{intl.formatMessage({ id: 'integrations.test.none' })}</p>
    );
  return (
    <ul
      className="integrations-events"
      aria-label={intl.formatMessage({ id: 'integrations.test.listLabel' })}
      data-testid="test-events"
    >
      {events.map((event) => (
        <li key={event.event_id}>
          <div className="integrations-events__line">
            <span>{formatDateTime(event.created_at)}</span>
            <strong>
              {intl.formatMessage({ id: `integrations.test.status.${event.status}` })}
            </strong>
            <span className="integrations-events__id">{event.event_id}</span>
          </div>
          <span className="integrations-uri integrations-hint">
            {intl.formatMessage({ id: 'integrations.test.to' }, { uri: event.uri })}
          </span>
        </li>
      ))}
    </ul>
  );
}
