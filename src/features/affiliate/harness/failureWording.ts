import type { FailureWording } from '../../../../tests/fixtures/failureWordingKit';

/**
 * How each of the affiliate program's reads shows its failure, in English, apart from the app's
 * code (see tests/fixtures/failureWordingKit.ts): where its part of the page would be, in the
 * server's words when it sends some, else ours.
 */
const load = (words: string): FailureWording => ({ show: 'inline', words, server: true });

export const FAILURE_WORDING: Record<string, FailureWording> = {
  'affiliate.details': load('Your referral link could not be loaded. Please try again.'),
  'affiliate.earningsTotals': load('Your earnings could not be loaded. Please try again.'),
  'affiliate.earningsSubscribers': load('Your subscribers could not be loaded. Please try again.'),
  'affiliate.resellers': load('The accounts you referred could not be loaded. Please try again.'),
};
