import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { ApiFailure } from '../../../../api';
import { useUserMessage } from '../../../../components/useUserMessage';
import type { MessageId } from '../../../../i18n/messageIds';
import { failureMessage } from '../../../../state/userMessage';

/** A dialog's failure in the server's words, or ours (§8); 'nameTaken' is the duplicate check. */
export function FailureAlert({
  error,
  fallback,
}: {
  error: ApiFailure | 'nameTaken' | null;
  fallback: MessageId;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  if (error === null) return null;
  const message =
    error === 'nameTaken'
      ? intl.formatMessage({ id: 'templates.duplicate.nameTaken' })
      : word(failureMessage(error, fallback));
  return <Alert type="error" showIcon role="alert" title={message} className="dialog-alert" />;
}
