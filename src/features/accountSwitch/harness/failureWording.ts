import type { FailureWording } from '../../../../tests/fixtures/failureWordingKit';

/**
 * How switching's calls show their failures, in English, apart from the app's code (see
 * tests/fixtures/failureWordingKit.ts): the server's words, else the spec's generic toast. Ending
 * an impersonation is silent: the way back goes on whatever it answers.
 */
const GENERIC = 'Something went wrong. Please try again later.';
const toastWithServer: FailureWording = { show: 'toast', words: GENERIC, server: true };

export const FAILURE_WORDING: Record<string, FailureWording> = {
  'accountSwitch.switch': toastWithServer,
  'accountSwitch.impersonate': toastWithServer,
  'accountSwitch.end': { show: 'silent' },
  'accountSwitch.users': toastWithServer,
  'accountSwitch.audit': toastWithServer,
  'accountSwitch.allowProAccess': toastWithServer,
};
