import { type FailureWording, GENERIC } from '../../../../tests/fixtures/failureWordingKit';

/**
 * How each of this feature's calls shows its failure, in English, apart from the app's code: the
 * fault matrix (tests/unit/faults/endpointFaults.test.ts) and the end-to-end fault sweep judge every
 * endpoint × fault by it, and fail when an endpoint of the feature has no entry here. See
 * tests/fixtures/failureWordingKit.ts for what each field means.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  'contacts.getContactList': {
    show: 'inline',
    words: 'Your lists could not be loaded.',
    server: false,
  },
  'contacts.getContactListById': { show: 'silent' },
  'contacts.getContactLists': {
    show: 'inline',
    words: 'The contact lists could not be loaded.',
    server: true,
  },
  'contacts.createContactList': {
    show: 'dialog',
    words: 'The list could not be created.',
    server: true,
  },
  'contacts.contactListNameExists': {
    show: 'inline',
    words: 'The name could not be checked. Please try again.',
    server: false,
  },
  'contacts.renameContactList': {
    show: 'dialog',
    words: GENERIC,
    server: true,
  },
  'contacts.deleteContactList': {
    show: 'toast',
    words: 'The contact list could not be deleted.',
    server: true,
  },
  'contacts.checkListCampaigns': {
    show: 'toast',
    words: 'The contact list could not be deleted.',
    server: true,
  },
  'contacts.totalsByField': { show: 'silent' },
  'contacts.exportContactList': {
    show: 'toast',
    words: 'The list could not be exported.',
    server: true,
  },
  'contacts.systemContactLists': {
    show: 'inline',
    words: 'The contact lists could not be loaded.',
    server: true,
  },
  'contacts.getContacts': {
    show: 'inline',
    words: 'The contacts could not be loaded.',
    server: true,
  },
  'contacts.globalSearch': {
    show: 'inline',
    words: 'The search failed. Please try again.',
    server: true,
  },
  'contacts.editContact': {
    show: 'dialog',
    words: GENERIC,
    server: true,
  },
  'contacts.deleteContact': {
    show: 'toast',
    words: 'The contact could not be deleted.',
    server: true,
  },
  'contacts.verifyAddresses': {
    show: 'toast',
    words: 'The addresses could not be verified.',
    server: true,
  },
  'orders.skipTrace': {
    show: 'toast',
    words: 'The skip trace could not be ordered.',
    server: true,
  },
  'contacts.failedAddressLists': {
    show: 'inline',
    words: 'The failed addresses could not be loaded.',
    server: true,
  },
  'contacts.failedContacts': {
    show: 'toast',
    words: 'The failed addresses could not be exported.',
    server: true,
  },
  'contacts.markFailedListRead': {
    show: 'toast',
    words: 'That did not work. Please try again.',
    server: true,
  },
  'contacts.deleteFailedList': {
    show: 'toast',
    words: 'That did not work. Please try again.',
    server: true,
  },
  'contacts.uploadChunk': {
    show: 'dialog',
    words: 'Failed to upload contact file, please try again or report this incident.',
    server: false,
  },
  'contacts.mapHeaders': {
    show: 'dialog',
    words: 'Failed to map Contact list headers! Please try again or report this incident.',
    server: false,
  },
  'contacts.listStatus': {
    show: 'dialog',
    words: 'Failed to poll for list status.',
    server: false,
  },
  'listBuilder.propertySearch': {
    show: 'inline',
    words: 'The matching properties could not be counted.',
    server: true,
  },
  'listBuilder.saveList': {
    show: 'dialog',
    words: 'The contact list could not be saved.',
    server: true,
  },
};
