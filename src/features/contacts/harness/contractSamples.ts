import { uploadToEndpoint } from '../../../api';
import {
  contactListNameExistsEndpoint,
  createContactListEndpoint,
  deleteContactEndpoint,
  deleteContactListEndpoint,
  deleteFailedListEndpoint,
  editContactEndpoint,
  exportContactListEndpoint,
  failedAddressListsEndpoint,
  failedContactsEndpoint,
  fieldTotalsEndpoint,
  getContactListPageEndpoint,
  getContactListsEndpoint,
  getContactsEndpoint,
  getContactsOfListEndpoint,
  globalSearchEndpoint,
  listCampaignUseEndpoint,
  listStatusEndpoint,
  mapHeadersEndpoint,
  markFailedListReadEndpoint,
  renameContactListEndpoint,
  skipTraceEndpoint,
  systemContactListsEndpoint,
  uploadChunkEndpoint,
  verifyAddressesEndpoint,
} from '../api';
import { propertySearchEndpoint, saveBuiltListEndpoint } from '../listBuilder/api';
import type { ContactUpload } from '../../../mocks/contacts/records';
import { db } from '../../../mocks/db';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

/** The Marketplace user's seeded lists: 1 is small and stored, 5 has failed addresses. */
const LIST_ID = 1;
const FAILED_LIST_ID = 5;
const CSV =
  'first_name,last_name,street,city,state,zip\nAda,Lovelace,1 Main St,Portland,ME,04101\n';

/** A list of the Marketplace user waiting for its file, or with all of it received. */
function uploadingList(upload: ContactUpload | null): number {
  return db().contactLists.insert({
    user_id: 2,
    name: 'Contract upload',
    created_at: '2026-01-01',
    status: 'uploading',
    status_polls: 0,
    source: 'upload',
    generated: null,
    removed_ids: [],
    edited: {},
    dpv_failed_count: 0,
    upload,
  }).id;
}

const uploadChunkSample: ContractSample = {
  endpointId: uploadChunkEndpoint.id,
  as: 'market',
  send: (context) => {
    const blob = new Blob([CSV], { type: 'text/csv' });
    const request = {
      contactlist_id: uploadingList(null),
      file_name: 'contacts.csv',
      file_size: blob.size,
      chunk_index: 0,
      chunk_count: 1,
      offset: 0,
    };
    return uploadToEndpoint(
      uploadChunkEndpoint,
      request,
      { field: 'chunk', blob, name: 'contacts.csv' },
      context,
    );
  },
};

const ADDRESS_MAPPING = { first_name: 0, last_name: 1, street: 2, city: 3, state: 4, zip: 5 };
const PLACES = { state: 'ME', counties: [], cities: [], zipcodes: [] };

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(getContactListsEndpoint, 'market', {}),
  sample(getContactsOfListEndpoint, 'market', { contactlist_id: LIST_ID }),
  sample(getContactListPageEndpoint, 'market', { limit: 10, offset: 0, search: 'Port' }),
  sample(createContactListEndpoint, 'market', { name: 'Contract list' }),
  sample(contactListNameExistsEndpoint, 'market', { name: 'Past clients' }),
  sample(renameContactListEndpoint, 'market', { name: 'Renamed', contactlist_id: LIST_ID }),
  sample(deleteContactListEndpoint, 'market', { contact_list_id: LIST_ID }),
  sample(listCampaignUseEndpoint, 'market', { contactlist_id: 2 }),
  sample(fieldTotalsEndpoint, 'market', { contactlist_id: LIST_ID }),
  sample(exportContactListEndpoint, 'market', { id: LIST_ID }),
  sample(systemContactListsEndpoint, 'admin', {}),
  sample(getContactsEndpoint, 'market', { id: LIST_ID, type: 'user', page: 1 }),
  sample(globalSearchEndpoint, 'market', { id: LIST_ID, search_text: 'ma', type: 'list' }),
  sample(editContactEndpoint, 'market', () => {
    const { id: _id, contact_list_id: _list, ...fields } = db().contacts.get(1)!;
    return { ...fields, first_name: 'Edited', contact_id: 1, list_type: 'user' as const };
  }),
  sample(deleteContactEndpoint, 'admin', { contact_id: 1, list_type: 'system' }),
  sample(verifyAddressesEndpoint, 'market', { contactlist_id: FAILED_LIST_ID }),
  sample(skipTraceEndpoint, 'market', { contactlist_id: LIST_ID }),
  sample(failedAddressListsEndpoint, 'market', {}),
  sample(failedContactsEndpoint, 'market', { id: FAILED_LIST_ID }),
  sample(markFailedListReadEndpoint, 'market', { contactlist_id: FAILED_LIST_ID }),
  sample(deleteFailedListEndpoint, 'market', { contactlist_id: FAILED_LIST_ID }),
  uploadChunkSample,
  sample(mapHeadersEndpoint, 'market', () => {
    const size = CSV.length;
    const file = { file_name: 'contacts.csv', size, received_bytes: size, next_chunk: 1 };
    return {
      contactlist_id: uploadingList({
        ...file,
        line_breaks: 2,
        header_mapping: null,
        repair_zips: false,
      }),
      has_header: true,
      mapping: ADDRESS_MAPPING,
      repair_zips: false,
    };
  }),
  sample(listStatusEndpoint, 'market', { contactlist_id: LIST_ID }),
  sample(propertySearchEndpoint, 'market', PLACES),
  sample(saveBuiltListEndpoint, 'market', { ...PLACES, name: 'All of Maine' }),
];
