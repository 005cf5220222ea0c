import type { FailureWording } from '../../../../tests/fixtures/failureWordingKit';

/**
 * The refund notifications' poll fails silently: it backs off and the bell's list says it is
 * behind (tests/fixtures/failureWordingKit.ts). The failed-address and shared-campaign calls
 * keep their words in the contacts and campaigns features' files, whose screens show them.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  'notifications.refunds': { show: 'silent' },
};
