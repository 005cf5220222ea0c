import type { ApiFailure, FailureDisplay } from '../../../../api';
import { callFailureMessage } from '../../../../state/callState';
import type { UserMessage } from '../../../../state/userMessage';

/**
 * A library dialog's failure, worded as its call declares (§8: the server's words, or ours);
 * 'nameTaken' is the duplicate's name check.
 */
export function dialogFailure(
  error: ApiFailure | 'nameTaken' | null,
  call: { showFailure: FailureDisplay },
): UserMessage | null {
  if (error === null) return null;
  if (error === 'nameTaken') return { id: 'templates.duplicate.nameTaken' };
  return callFailureMessage(call, error);
}
