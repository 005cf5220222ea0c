import type { FailureWording } from '../../../../tests/fixtures/failureWordingKit';

/** The words of a link the server does not know (HTTP 404): ours, whatever the server said. */
const BAD_LINK =
  'This unsubscribe link is not valid. Check that the whole link from the message was opened.';

/**
 * How each of this feature's calls shows its failure, in English (see
 * tests/fixtures/failureWordingKit.ts): the fault matrix and the end-to-end fault sweep judge
 * every endpoint × fault by it. The page shows it under the recipient's state, with Retry unless
 * the link itself was refused.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  'unsubscribe.sms': {
    show: 'inline',
    words: 'Something went wrong, so nothing has changed. Please try again.',
    server: true,
    byFault: { http404: BAD_LINK },
  },
  'unsubscribe.email': {
    show: 'inline',
    words: 'Something went wrong, so nothing has changed. Please try again.',
    server: true,
    byFault: { http404: BAD_LINK },
  },
};
