import type { FailureWording } from '../../../../tests/fixtures/failureWordingKit';

/** A network failure on any recovery call: ours, the server having said nothing. */
const NETWORK =
  'The network connection failed, so nothing was sent. Check your connection and try again.';

/** The words of a reset link the server does not know (HTTP 404): ours, whatever it said. */
const LINK_NOT_VALID =
  'This password reset link is not valid. Check that the whole link from the email was opened, or ask for a new one.';

/**
 * How each of this feature's calls shows its failure, in English (see
 * tests/fixtures/failureWordingKit.ts): the fault matrix and the end-to-end fault sweep judge
 * every endpoint × fault by it. Every failure shows on its page, with Retry, what was typed kept.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  'recovery.forgotPassword': {
    show: 'inline',
    words: 'Something went wrong, so nothing was sent. Please try again.',
    server: true,
    byFault: { network: NETWORK },
  },
  'recovery.forgotUsername': {
    show: 'inline',
    words: 'Something went wrong, so nothing was sent. Please try again.',
    server: true,
    byFault: { network: NETWORK },
  },
  'recovery.resetLinkStatus': {
    show: 'inline',
    words: 'Your link could not be checked. Please try again.',
    server: true,
    byFault: { network: NETWORK, http404: LINK_NOT_VALID },
  },
  'recovery.resetPassword': {
    show: 'inline',
    words: 'Something went wrong, so your password was not changed. Please try again.',
    server: true,
    byFault: { network: NETWORK, http404: LINK_NOT_VALID },
  },
  'recovery.demoOutbox': {
    show: 'inline',
    words: 'The demo outbox could not be read.',
    server: true,
    byFault: { network: NETWORK },
  },
};
