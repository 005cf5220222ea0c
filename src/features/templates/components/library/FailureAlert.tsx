import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { ApiFailure, FailureDisplay } from '../../../../api';
import { useUserMessage } from '../../../../components/useUserMessage';
import { callFailureMessage } from '../../../../state/callState';

/**
 * A dialog's failure, worded as its call declares (§8: the server's words, or ours);
 * 'nameTaken' is the duplicate's name check.
 */
export function FailureAlert({
  error,
  call,
}: {
  error: ApiFailure | 'nameTaken' | null;
  call: { showFailure: FailureDisplay };
}) {
  const intl = useIntl();
  const word = useUserMessage();
  if (error === null) return null;
  const message =
    error === 'nameTaken'
      ? intl.formatMessage({ id: 'templates.duplicate.nameTaken' })
      : word(callFailureMessage(call, error));
  return <Alert type="error" showIcon role="alert" title={message} className="dialog-alert" />;
}
