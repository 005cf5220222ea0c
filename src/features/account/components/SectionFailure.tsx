import type { ApiFailure } from '../../../api';
import { MessageAlert } from '../../../components/MessageAlert';
import { callFailureMessage } from '../../../state/callState';
import type { FailureDisplay } from '../../../api';

/** A form's failed save, in its call's words (the server's own for a refusal), above its fields. */
export function SectionFailure({
  call,
  error,
}: {
  call: { showFailure: FailureDisplay };
  error: ApiFailure | null;
}) {
  return <MessageAlert message={error ? callFailureMessage(call, error) : null} />;
}
