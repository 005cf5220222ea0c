import { type FailureWording } from '../../../../tests/fixtures/failureWordingKit';

/**
 * How each of this feature's calls shows its failure, in English, apart from the app's code: the
 * fault matrix (tests/unit/faults/endpointFaults.test.ts) and the end-to-end fault sweep judge every
 * endpoint × fault by it, and fail when an endpoint of the feature has no entry here. See
 * tests/fixtures/failureWordingKit.ts for what each field means.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  // The order history and the bulk mail center (issue 12; paths and wording ours).
  // The card Design Studio (issue 13): every save step shows what the server returned (§8).
  'cardEditor.reserveId': {
    show: 'inline',
    words: 'The card could not be saved.',
    server: true,
  },
  'cardEditor.saveSvg': { show: 'inline', words: 'The card could not be saved.', server: true },
  'cardEditor.svgStatus': { show: 'inline', words: 'The card could not be saved.', server: true },
  'cardEditor.editTimer': { show: 'silent' },
};
