import type { FailureWording } from '../../../../tests/fixtures/failureWordingKit';

/**
 * How the dashboard's calls show their failure (tests/fixtures/failureWordingKit.ts): the
 * welcome's flag call is silent, the modal having closed already.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  'welcome.firstLoginSeen': { show: 'silent' },
};
