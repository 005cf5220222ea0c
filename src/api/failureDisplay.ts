import type { MessageId } from '../i18n/messageIds';
import { type ApiFailure, isFinalAnswer } from './errors';

/**
 * Something to tell the user, decided in a saga and worded by a component: either one of our
 * message ids (translated) or a server's own text (shown as sent).
 */
export type UserMessage =
  { id: MessageId; values?: Record<string, string | number> } | { text: string };

/** The spec's rule for failures (§8): the server's message when there is one, else our wording. */
export function failureMessage(failure: ApiFailure, fallback: MessageId): UserMessage {
  if (failure.fieldErrors.length > 0) return { text: failure.fieldErrors.join(' ') };
  if (failure.serverMessage) return { text: failure.serverMessage };
  return { id: fallback };
}

/** How one failure is worded for the user. */
export type FailureWording = (failure: ApiFailure) => UserMessage;

/**
 * Where a call's failure reaches the user, declared once per endpoint (ant-design-pro's error
 * display policy, instead of each saga or screen deciding):
 * - `silent`: nowhere; the call is a background nicety (an upgrade flag, a name pre-check).
 * - `inline`: the screen shows it where the call's result would be (a list, a panel).
 * - `dialog`: the dialog that sent the call shows it above its form, and stays open.
 * - `toast`: runCall raises the generic error toast (spec §8, 5 s).
 */
export type FailureDisplay =
  | { show: 'silent' }
  | {
      show: 'inline' | 'dialog' | 'toast';
      word: FailureWording;
      /**
       * A money call's words when the server did not decide (no answer, a 5xx, a garbled reply):
       * it may have gone through, so "could not" would be false. `silent` when the screen that
       * sent it says so itself. Set for every idempotent endpoint (api/endpoint.ts).
       */
      unknownOutcome?: MessageId | 'silent';
    };

/** What every money call says when it cannot tell whether it went through. */
export const UNKNOWN_OUTCOME: MessageId = 'money.unknownOutcome';

/** The failure left the outcome open: a money call's answer that never came, or came garbled. */
export const outcomeUnknown = (failure: ApiFailure): boolean => !isFinalAnswer(failure);

/** What the user is told about one failure, and where. */
export type ShownFailure =
  { show: 'silent'; message: null } | { show: 'inline' | 'dialog' | 'toast'; message: UserMessage };

/** Our words, whatever the server said (for calls whose server text is not meant for users). */
export function ourWords(id: MessageId): FailureWording {
  return () => ({ id });
}

/** A message id means the spec's rule: the server's words first, this id when it sent none. */
function wording(words: MessageId | FailureWording): FailureWording {
  return typeof words === 'function' ? words : (failure) => failureMessage(failure, words);
}

export const silent: FailureDisplay = { show: 'silent' };

export function inline(words: MessageId | FailureWording): FailureDisplay {
  return { show: 'inline', word: wording(words) };
}

export function dialog(words: MessageId | FailureWording): FailureDisplay {
  return { show: 'dialog', word: wording(words) };
}

export function toast(words: MessageId | FailureWording): FailureDisplay {
  return { show: 'toast', word: wording(words) };
}

export function describeFailure(display: FailureDisplay, failure: ApiFailure): ShownFailure {
  if (display.show === 'silent') return { show: 'silent', message: null };
  if (display.unknownOutcome && outcomeUnknown(failure))
    return display.unknownOutcome === 'silent'
      ? { show: 'silent', message: null }
      : { show: display.show, message: { id: display.unknownOutcome } };
  return { show: display.show, message: display.word(failure) };
}

/**
 * A money call's display: as declared for refusals, and, when the outcome is open, the words
 * that say so (or none, when the screen says it).
 */
export function withUnknownOutcome(
  display: FailureDisplay,
  unknownOutcome: MessageId | 'silent' = UNKNOWN_OUTCOME,
): FailureDisplay {
  return display.show === 'silent' || display.unknownOutcome
    ? display
    : { ...display, unknownOutcome };
}
