import type { ApiFailure } from '../../api';
import type { UserMessage } from '../../state/userMessage';

/** Login's error catalogue (accounts-money §8): server errors shown, wrong login, network failure. */
export function loginErrorMessage(failure: ApiFailure): UserMessage {
  if (
    failure.kind === 'network' ||
    failure.kind === 'timeout' ||
    failure.kind === 'invalid-response'
  ) {
    return { id: 'error.generic' };
  }
  if (failure.fieldErrors.length > 0) return { text: failure.fieldErrors.join(' ') };
  const wrongLogin =
    failure.kind === 'status' || failure.httpStatus === 401 || failure.httpStatus === 403;
  if (failure.serverMessage) return { text: failure.serverMessage };
  return wrongLogin ? { id: 'auth.wrongLogin' } : { id: 'error.generic' };
}
