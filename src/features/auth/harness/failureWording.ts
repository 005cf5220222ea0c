import { type FailureWording, GENERIC } from '../../../../tests/fixtures/failureWordingKit';

/**
 * How each of this feature's calls shows its failure, in English, apart from the app's code: the
 * fault matrix (tests/unit/faults/endpointFaults.test.ts) and the end-to-end fault sweep judge every
 * endpoint × fault by it, and fail when an endpoint of the feature has no entry here. See
 * tests/fixtures/failureWordingKit.ts for what each field means.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  // accounts-money §8: the server's errors shown, a wrong login worded, anything else generic.
  'auth.login': {
    show: 'inline',
    words: GENERIC,
    server: true,
    byFault: { network: GENERIC, timeout: GENERIC, truncated: GENERIC, badSchema: GENERIC },
  },
  'auth.getProfile': {
    show: 'toast',
    words:
      'Oops! Our system is busy right now. Please try again later. If this issue persists, please contact support@mailcraft.example',
    server: false,
  },
  'auth.showUpgradeOption': { show: 'silent' },
  'auth.editBasicUserProfile': {
    show: 'inline',
    words:
      'There was an issue communicating with our internal profile system, please try again later.',
    server: true,
  },
  'auth.updateProfileComplete': {
    show: 'inline',
    words:
      'There was an issue communicating with our internal profile system, please try again later.',
    server: true,
  },
  'auth.affiliateUpgrade': { show: 'silent' },
};
