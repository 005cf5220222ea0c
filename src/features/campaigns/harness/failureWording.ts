import { type FailureWording, OUTCOME_OPEN } from '../../../../tests/fixtures/failureWordingKit';

/**
 * How each of this feature's calls shows its failure, in English, apart from the app's code: the
 * fault matrix (tests/unit/faults/endpointFaults.test.ts) and the end-to-end fault sweep judge every
 * endpoint × fault by it, and fail when an endpoint of the feature has no entry here. See
 * tests/fixtures/failureWordingKit.ts for what each field means.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  // §8: "Campaign calls error on any HTTP status other than 200"; a refusal shows the server's words.
  'campaigns.list': {
    show: 'inline',
    words: 'The campaigns could not be loaded.',
    server: true,
  },
  'campaigns.get': { show: 'inline', words: 'This campaign could not be loaded.', server: true },
  'campaigns.create': { show: 'inline', words: 'The campaign could not be saved.', server: true },
  'campaigns.update': { show: 'inline', words: 'The campaign could not be saved.', server: true },
  'campaigns.status': {
    show: 'toast',
    words: 'The campaign status could not be changed.',
    server: true,
  },
  // Deleting asks in a popover, not a dialog (src/features/campaigns/api.ts): a toast.
  'campaigns.delete': { show: 'toast', words: 'The campaign could not be deleted.', server: true },
  'campaigns.duplicate': {
    show: 'dialog',
    words: 'The campaign could not be duplicated.',
    server: true,
  },
  'campaigns.favourite': {
    show: 'toast',
    words: 'The favourite could not be changed.',
    server: true,
  },
  'campaigns.share': { show: 'dialog', words: 'The campaign could not be shared.', server: true },
  'campaigns.shareRecipients': {
    show: 'inline',
    words: 'The PRO admins could not be loaded.',
    server: true,
  },
  'campaigns.shared': {
    show: 'inline',
    words: 'The shared campaigns could not be loaded.',
    server: true,
  },
  'campaigns.acceptShared': {
    show: 'toast',
    words: 'The shared campaign could not be answered.',
    server: true,
  },
  'campaigns.rejectShared': {
    show: 'toast',
    words: 'The shared campaign could not be answered.',
    server: true,
  },
  // Ordering (issue 12): campaign-base calls refuse with a non-200 status, orders-base calls with
  // a false status; either way the server's words are shown when it sends some.
  'ordering.catalogue': {
    show: 'inline',
    words: 'The campaigns could not be loaded.',
    server: true,
  },
  'ordering.price': {
    show: 'inline',
    words: 'The price could not be worked out.',
    server: true,
  },
  'ordering.addContactsPrice': {
    show: 'dialog',
    words: 'The price could not be worked out.',
    server: true,
  },
  'ordering.launch': {
    show: 'dialog',
    words: 'The campaign could not be launched.',
    server: true,
    outcomeOpen: OUTCOME_OPEN,
  },
  'ordering.addContacts': {
    show: 'dialog',
    words: 'The lists could not be added to the campaign.',
    server: true,
    outcomeOpen: OUTCOME_OPEN,
  },
  'ordering.userCampaigns': {
    show: 'inline',
    words: 'Your campaigns could not be loaded.',
    server: true,
  },
  'ordering.cancel': {
    show: 'toast',
    words: 'The campaign could not be cancelled.',
    server: true,
    outcomeOpen: OUTCOME_OPEN,
  },
  'ordering.clearFinished': {
    show: 'toast',
    words: 'The finished campaigns could not be cleared.',
    server: true,
  },
  'ordering.zapHistory': {
    show: 'inline',
    words: 'The Zapier history could not be loaded.',
    server: true,
  },
  'ordering.newCampaignEmail': { show: 'silent' },
};
