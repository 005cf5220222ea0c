import {
  type FailureWording,
  GENERIC,
  SEND_NETWORK,
} from '../../../../tests/fixtures/failureWordingKit';

/**
 * How each of this feature's calls shows its failure, in English, apart from the app's code: the
 * fault matrix (tests/unit/faults/endpointFaults.test.ts) and the end-to-end fault sweep judge every
 * endpoint × fault by it, and fail when an endpoint of the feature has no entry here. See
 * tests/fixtures/failureWordingKit.ts for what each field means.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  'templates.search': { show: 'inline', words: 'The templates could not be loaded.', server: true },
  'templates.list': { show: 'inline', words: 'The templates could not be loaded.', server: true },
  'templates.categoryFilter': { show: 'silent' },
  'templates.create': {
    show: 'inline',
    words: 'The template could not be saved. Please try again.',
    server: true,
  },
  'templates.update': {
    show: 'inline',
    words: 'The template could not be saved. Please try again.',
    server: true,
  },
  'templates.quickUpdate': {
    show: 'dialog',
    words: GENERIC,
    server: true,
  },
  'templates.getByIds': { show: 'silent' },
  // A refusal (status false) is the spec's in-use words (§8), whatever the server says.
  'templates.delete': {
    show: 'toast',
    words: 'The template could not be deleted. Please try again.',
    server: true,
    byFault: {
      statusFalse: 'Template cannot be deleted as it is associated with a campaign or Zapier.',
    },
  },
  'templates.completeStatus': { show: 'silent' },
  'templates.details': { show: 'silent' },
  'templates.smsOrEmailEditInfo': {
    show: 'inline',
    words: 'The template could not be loaded.',
    server: true,
  },
  'templates.jsonContent': { show: 'silent' },
  'templates.convertPdf': {
    show: 'toast',
    words: 'The PDF could not be made. Please try again.',
    server: true,
  },
  'templates.favourite': {
    show: 'toast',
    words: GENERIC,
    server: true,
  },
  'templates.duplicate': {
    show: 'dialog',
    words: GENERIC,
    server: true,
  },
  'templates.share': { show: 'dialog', words: 'The template could not be shared.', server: true },
  'templates.nameExists': { show: 'silent' },
  'templates.mergeTags': {
    show: 'inline',
    words: 'The merge tags could not be loaded.',
    server: false,
  },
  'templates.notifyInserted': { show: 'silent' },
  // §8: "Single-send failure passes on the server or network error message."
  'orders.singleSend': {
    show: 'dialog',
    words: 'The template could not be sent.',
    server: true,
    byFault: { network: SEND_NETWORK, timeout: SEND_NETWORK },
  },
  'orders.proof': {
    show: 'inline',
    words: 'The proof could not be made. Please try again.',
    server: true,
  },
};
