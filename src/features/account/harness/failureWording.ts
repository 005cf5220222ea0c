import { type FailureWording, OUTCOME_OPEN } from '../../../../tests/fixtures/failureWordingKit';

/**
 * How each of the account area's calls shows its failure, in English, apart from the app's code
 * (the fault matrix and the end-to-end fault sweep judge every endpoint × fault by it; see
 * tests/fixtures/failureWordingKit.ts). The profile's changes: the spec's profile-system message,
 * or the server's words (a taken address, a wrong password).
 */
const PROFILE_SYSTEM =
  'There was an issue communicating with our internal profile system, please try again later.';

const profileChange: FailureWording = { show: 'inline', words: PROFILE_SYSTEM, server: true };

export const FAILURE_WORDING: Record<string, FailureWording> = {
  'account.editCoach': profileChange,
  'account.changePassword': profileChange,
  'account.checkPhone': profileChange,
  'account.updateMobile': profileChange,
  'account.updateEmail': profileChange,
  'account.updateSecondaryEmail': profileChange,
  // accounts-money §8: a referral-notes failure is always the profile-system message.
  'account.updateReferralNotes': { show: 'inline', words: PROFILE_SYSTEM, server: false },
  'account.apiKey': {
    show: 'inline',
    words: 'Your API key could not be loaded. Please try again.',
    server: true,
  },
  'account.revealApiKey': {
    show: 'inline',
    words: 'The key could not be shown. Please try again.',
    server: true,
  },
  'account.regenerateApiKey': {
    show: 'inline',
    words: 'A new key could not be made; your current key still works. Please try again.',
    server: true,
    outcomeOpen: OUTCOME_OPEN,
  },
};
