import type { FailureWording } from '../../../../tests/fixtures/failureWordingKit';

const NETWORK = 'The network connection failed. Check your connection and try again.';
const PROVIDER = 'The sign-in provider did not answer as expected. Please try again.';

/**
 * How each of this feature's calls shows its failure, in English (tests/fixtures/failureWordingKit.ts):
 * on the page that sent it, the server's words first; a network failure or a timeout worded apart.
 * /oauth/login shows the demo provider's authorize failure above its button (press again); the
 * callback shows a failed exchange with "Start again" (the code may be spent) and a failed
 * socialite-login with Retry.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  'externalSignIn.socialiteLogin': {
    show: 'inline',
    words: 'Your sign-in could not be finished. Please try again.',
    server: true,
    byFault: { network: NETWORK, timeout: NETWORK },
  },
  'externalSignIn.demoAuthorize': {
    show: 'inline',
    words: PROVIDER,
    server: true,
    byFault: { network: NETWORK, timeout: NETWORK },
  },
  'externalSignIn.demoToken': {
    show: 'inline',
    words: PROVIDER,
    server: true,
    byFault: { network: NETWORK, timeout: NETWORK },
  },
};
