import { type FailureWording, OUTCOME_OPEN } from '../../../../tests/fixtures/failureWordingKit';

/**
 * How each of this feature's calls shows its failure, in English, apart from the app's code: the
 * fault matrix (tests/unit/faults/endpointFaults.test.ts) and the end-to-end fault sweep judge every
 * endpoint × fault by it, and fail when an endpoint of the feature has no entry here. See
 * tests/fixtures/failureWordingKit.ts for what each field means.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  'orders.history': {
    show: 'inline',
    words: 'Your order history could not be loaded.',
    server: true,
  },
  'orders.bulkPrice': {
    show: 'inline',
    words: 'The price of this send could not be worked out.',
    server: true,
  },
  'orders.bulkSend': {
    show: 'dialog',
    words: 'The bulk send did not go out.',
    server: true,
    outcomeOpen: OUTCOME_OPEN,
  },
};
