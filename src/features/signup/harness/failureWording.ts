import { type FailureWording, OUTCOME_OPEN } from '../../../../tests/fixtures/failureWordingKit';

const CHECK_FAILED =
  'We could not check this just now. It is checked again when the account is created.';

/**
 * How each of sign-up's calls shows its failure, in English (see tests/fixtures/failureWordingKit.ts):
 * the existence checks under their field (our words: a failure to check never says "taken"), the
 * industries under the select and the referral on the affiliate page, register above the buttons.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  'signup.checkEmail': { show: 'inline', words: CHECK_FAILED, server: false },
  'signup.checkPhone': { show: 'inline', words: CHECK_FAILED, server: false },
  'signup.checkDomain': { show: 'inline', words: CHECK_FAILED, server: false },
  'signup.industries': {
    show: 'inline',
    words: 'The industries could not be loaded.',
    server: true,
  },
  'signup.affiliate': {
    show: 'inline',
    words: 'The referral could not be loaded.',
    server: false,
    byFault: { http404: 'We do not know this referral page. You can still sign up.' },
  },
  'signup.register': {
    show: 'inline',
    words: 'Your account could not be created. Please try again.',
    server: true,
    outcomeOpen: OUTCOME_OPEN,
  },
};
