import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';

/** A call that failed, in words, with Retry unless trying again cannot help. */
export function FailureNotice({
  message,
  onRetry,
  busy = false,
}: {
  message: string;
  onRetry?: () => void;
  busy?: boolean;
}) {
  const intl = useIntl();
  return (
    <div className="notice notice--error recovery__failure" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <PlainButton
          className="button-secondary recovery__retry"
          onClick={onRetry}
          disabled={busy}
          aria-busy={busy}
        >
          {intl.formatMessage({ id: 'common.retry' })}
        </PlainButton>
      ) : null}
    </div>
  );
}
