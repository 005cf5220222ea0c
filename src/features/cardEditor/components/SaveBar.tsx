import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import { useUserMessage } from '../../../components/useUserMessage';
import type { SaveStatus } from '../state/slice';

/**
 * Save as draft (always allowed) and Publish (only when preflight finds nothing blocking), the
 * card's complete status as the server last reported it, and how the last save went: the
 * server's own words when it refused.
 */
export function SaveBar({
  status,
  publishable,
  checking,
  complete,
  dirty,
  onSave,
}: {
  status: SaveStatus;
  publishable: boolean;
  /** Preflight has not caught up with the latest change yet. */
  checking: boolean;
  complete: boolean;
  dirty: boolean;
  onSave: (publish: boolean) => void;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const text = (id: string) => intl.formatMessage({ id });
  const saving = status.phase === 'saving';
  return (
    <div className="card-save">
      <span className={complete ? 'card-status is-complete' : 'card-status'}>
        {text(complete ? 'cardEditor.status.complete' : 'cardEditor.status.incomplete')}
        {dirty && ` · ${text('cardEditor.status.unsaved')}`}
      </span>
      <PlainButton
        className="card-button"
        disabled={saving}
        aria-busy={saving && !status.publish}
        onClick={() => onSave(false)}
      >
        {text('cardEditor.saveDraft')}
      </PlainButton>
      <PlainButton
        variant="primary"
        className="card-button card-button-primary"
        disabled={saving || !publishable}
        aria-busy={saving && status.publish}
        aria-describedby={publishable || checking ? undefined : 'card-publish-blocked'}
        onClick={() => onSave(true)}
      >
        {text('cardEditor.publish')}
      </PlainButton>
      {!publishable && !checking && (
        <span id="card-publish-blocked" className="card-save-note">
          {text('cardEditor.publish.blocked')}
        </span>
      )}
      <span className="card-save-status" role="status">
        {saving && text('cardEditor.saving')}
      </span>
      {status.phase === 'failed' && (
        <p className="card-field-problem card-save-failed" role="alert">
          {word(status.message)}
        </p>
      )}
    </div>
  );
}
