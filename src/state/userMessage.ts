import type { ApiFailure } from '../api';
import type { MessageId } from '../i18n/messageIds';

/**
 * Something to tell the user, decided in a saga and worded by a component: either one of our
 * message ids (translated) or a server's own text (shown as sent).
 */
export type UserMessage =
  { id: MessageId; values?: Record<string, string | number> } | { text: string };

/** The spec's rule for failures: the server's message when there is one, else our wording. */
export function failureMessage(failure: ApiFailure, fallback: MessageId): UserMessage {
  if (failure.fieldErrors.length > 0) return { text: failure.fieldErrors.join(' ') };
  if (failure.serverMessage) return { text: failure.serverMessage };
  return { id: fallback };
}
