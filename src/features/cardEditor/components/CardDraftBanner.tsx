import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import { formatDateTime } from '../../../lib/dateTime';

/**
 * "You have an unsaved draft from {time}. Restore it?" with Restore and Discard, in plain markup:
 * the shared banner is antd's Alert, which the editor's route has no room for.
 */
export function CardDraftBanner({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const intl = useIntl();
  // The spec's MM-DD-YYYY | HH:mm:ss (accounts-money §9), as every date of the app.
  const time = formatDateTime(savedAt);
  return (
    <div
      className="card-notice card-draft"
      role="region"
      aria-label={intl.formatMessage({ id: 'cardEditor.draft.label' })}
    >
      <p>{intl.formatMessage({ id: 'cardEditor.draft.found' }, { time })}</p>
      <PlainButton
        variant="primary"
        className="card-button card-button-primary"
        onClick={onRestore}
      >
        {intl.formatMessage({ id: 'cardEditor.draft.restore' })}
      </PlainButton>
      <PlainButton className="card-button" onClick={onDiscard}>
        {intl.formatMessage({ id: 'cardEditor.draft.discard' })}
      </PlainButton>
    </div>
  );
}
