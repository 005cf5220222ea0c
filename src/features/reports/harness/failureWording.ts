import type { FailureWording } from '../../../../tests/fixtures/failureWordingKit';

/**
 * How each of this feature's calls shows its failure, in English (see
 * tests/fixtures/failureWordingKit.ts): the fault matrix and the end-to-end fault sweep judge
 * every endpoint × fault by it.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  'reports.vendor': {
    show: 'inline',
    words: 'The report could not be loaded.',
    server: true,
  },
  'reports.vendorCsv': {
    show: 'inline',
    words: 'The report could not be downloaded.',
    server: true,
  },
};
