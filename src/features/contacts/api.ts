import * as z from 'zod/mini';
import { defineEndpoint, dialog, inline, ourWords, silent, toast } from '../../api';
import { idLike, numberLike, text } from '../../api/fields';
import type { ContactFieldKey, ContactFields } from './contactFields';
import {
  type CampaignUse,
  type Contact,
  type ContactList,
  type ContactPage,
  type ExportFile,
  type FieldTotals,
  type GlobalSearchHit,
  type ListStatusReport,
  type SkipTraceOrder,
  type SystemContactList,
  type VerificationResult,
  campaignUseSchema,
  contactListSchema,
  contactPageSchema,
  contactSchema,
  exportFileSchema,
  fieldTotalsSchema,
  globalSearchHitSchema,
  listStatusSchema,
  skipTraceSchema,
  systemContactListSchema,
  verificationSchema,
} from './schemas';

/**
 * Every contact-list call (templates-campaigns-contacts §7 "Contact lists"). The upload, mapping
 * and status calls are not in the spec; their paths are ours and the README documents them.
 */

// ---- Reads the template "send" dialog uses -------------------------------------------------------

export const contactListOptionSchema = z.object({
  id: idLike,
  name: text,
  total_count: numberLike,
});
export type ContactListOption = z.infer<typeof contactListOptionSchema>;

export const contactOptionSchema = z.object({
  id: idLike,
  first_name: text,
  last_name: text,
  email: text,
  phone: text,
});
export type ContactOption = z.infer<typeof contactOptionSchema>;

/** Every list of the user, for pickers (the send dialog, "Upload contacts" into a list). */
export const getContactListsEndpoint = defineEndpoint<Record<string, never>, ContactListOption[]>({
  id: 'contacts.getContactList',
  base: 'main',
  path: 'get_contactlist',
  data: z.array(contactListOptionSchema),
  showFailure: inline(ourWords('contacts.import.listsFailed')),
});

export const getContactsOfListEndpoint = defineEndpoint<
  { contactlist_id: number },
  ContactOption[]
>({
  id: 'contacts.getContactListById',
  base: 'main',
  path: 'get-contactlist-by-contact-list-id',
  data: z.array(contactOptionSchema),
  showFailure: silent,
});

// ---- Lists ---------------------------------------------------------------------------------------

export interface ListPageQuery {
  limit: number;
  offset: number;
  search?: string;
}

/** The "My contact lists" page: paging and the name filter travel in the query string (§7). */
export const getContactListPageEndpoint = defineEndpoint<ListPageQuery, ContactList[]>({
  id: 'contacts.getContactLists',
  base: 'main',
  path: ({ limit, offset, search }) => {
    const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
    if (search) query.set('search', search);
    return `get-contact-lists?${query.toString()}`;
  },
  data: z.array(contactListSchema),
  showFailure: inline('contacts.lists.loadFailed'),
});

export const createContactListEndpoint = defineEndpoint<{ name: string }, { id: number }>({
  id: 'contacts.createContactList',
  base: 'main',
  path: 'create_contactlist',
  success: 'http200',
  data: z.object({ id: idLike }),
  showFailure: dialog('contacts.import.createFailed'),
});

export const contactListNameExistsEndpoint = defineEndpoint<{ name: string }, { exists: boolean }>({
  id: 'contacts.contactListNameExists',
  base: 'main',
  path: 'contactlistname-existance',
  data: z.object({ exists: z.boolean() }),
  showFailure: inline(ourWords('contacts.name.checkFailed')),
});

export const renameContactListEndpoint = defineEndpoint<
  { name: string; contactlist_id: number },
  { id: number; name: string }
>({
  id: 'contacts.renameContactList',
  base: 'main',
  path: 'rename-contactlist/',
  data: z.object({ id: idLike, name: text }),
  showFailure: dialog('error.generic'),
});

export const deleteContactListEndpoint = defineEndpoint<
  { contact_list_id: number },
  { id: number }
>({
  id: 'contacts.deleteContactList',
  base: 'main',
  path: 'delete-contactlist',
  data: z.object({ id: idLike }),
  showFailure: toast('contacts.lists.deleteFailed'),
});

export const listCampaignUseEndpoint = defineEndpoint<{ contactlist_id: number }, CampaignUse>({
  id: 'contacts.checkListCampaigns',
  base: 'main',
  path: 'checkcontactlistid-assigncampaign',
  data: campaignUseSchema,
  showFailure: toast('contacts.lists.deleteFailed'),
});

export const fieldTotalsEndpoint = defineEndpoint<{ contactlist_id: number }, FieldTotals>({
  id: 'contacts.totalsByField',
  base: 'main',
  path: 'totalcontacts-groupbyfield',
  data: fieldTotalsSchema,
  showFailure: silent,
});

export const exportContactListEndpoint = defineEndpoint<{ id: number }, ExportFile>({
  id: 'contacts.exportContactList',
  base: 'main',
  path: 'export-contact-list-csv/',
  data: exportFileSchema,
  showFailure: toast('contacts.lists.exportFailed'),
});

export const systemContactListsEndpoint = defineEndpoint<
  Record<string, never>,
  SystemContactList[]
>({
  id: 'contacts.systemContactLists',
  base: 'main',
  path: 'get-allcontactlist-bysystem',
  data: z.array(systemContactListSchema),
  showFailure: inline('contacts.lists.loadFailed'),
});

// ---- Contacts ------------------------------------------------------------------------------------

/** Whose list a contact is edited through: the owner's, or the super admin's system view. */
export type ListType = 'user' | 'system';

export interface ContactPageQuery {
  id: number;
  type: ListType;
  page: number;
}

export const getContactsEndpoint = defineEndpoint<ContactPageQuery, ContactPage>({
  id: 'contacts.getContacts',
  base: 'main',
  path: 'get-contacts',
  dataFrom: 'envelope',
  data: contactPageSchema,
  showFailure: inline('contacts.detail.loadFailed'),
});

export interface GlobalSearchQuery {
  /** A list's id to search in it, or 0 for every list of the user. */
  id: number;
  search_text: string;
  type: 'all' | 'list';
}

export const globalSearchEndpoint = defineEndpoint<GlobalSearchQuery, GlobalSearchHit[]>({
  id: 'contacts.globalSearch',
  base: 'main',
  path: 'contact-global-search',
  data: z.array(globalSearchHitSchema),
  showFailure: inline('contacts.search.failed'),
});

export type ContactEdit = { contact_id: number; list_type: ListType } & ContactFields;

export const editContactEndpoint = defineEndpoint<ContactEdit, Contact>({
  id: 'contacts.editContact',
  base: 'main',
  path: 'edit-contact/',
  data: contactSchema,
  showFailure: dialog('error.generic'),
});

export const deleteContactEndpoint = defineEndpoint<
  { contact_id: number; list_type: ListType },
  { id: number }
>({
  id: 'contacts.deleteContact',
  base: 'main',
  path: 'delete-contact',
  data: z.object({ id: idLike }),
  showFailure: toast('contacts.detail.deleteFailed'),
});

// ---- Address verification and data services ----------------------------------------------------

export const verifyAddressesEndpoint = defineEndpoint<
  { contactlist_id: number },
  VerificationResult
>({
  id: 'contacts.verifyAddresses',
  base: 'main',
  path: 'addressverify-bydeluxedpv/',
  data: verificationSchema,
  showFailure: toast('contacts.detail.verifyFailed'),
});

export const skipTraceEndpoint = defineEndpoint<{ contactlist_id: number }, SkipTraceOrder>({
  id: 'orders.skipTrace',
  base: 'orders',
  path: 'orders/data/skip-trace',
  data: skipTraceSchema,
  showFailure: toast('contacts.detail.skipTraceFailed'),
});

// ---- Failed addresses ----------------------------------------------------------------------------

/** The failed-address lists, read state and delete: notification calls (the notifications feature). */
export {
  deleteFailedListEndpoint,
  failedAddressListsEndpoint,
  markFailedListReadEndpoint,
} from '../notifications';

export const failedContactsEndpoint = defineEndpoint<{ id: number }, Contact[]>({
  id: 'contacts.failedContacts',
  base: 'main',
  path: 'get-contactbycontactlistid-dpvaddressfailed',
  data: z.array(contactSchema),
  showFailure: toast('contacts.failed.downloadFailed'),
});

// ---- Upload, mapping and status (paths ours: README "Contact import calls") --------------------

export interface UploadChunkRequest extends Record<string, string | number> {
  contactlist_id: number;
  file_name: string;
  file_size: number;
  chunk_index: number;
  chunk_count: number;
  /** Byte offset of this chunk in the file, so the server can check nothing was skipped. */
  offset: number;
}

export const uploadChunkEndpoint = defineEndpoint<UploadChunkRequest, { received_bytes: number }>({
  id: 'contacts.uploadChunk',
  base: 'main',
  path: 'contactlist-upload-chunk/',
  // A chunk of a few megabytes on a slow line: more time than a JSON call.
  timeoutMs: 120_000,
  data: z.object({ received_bytes: z.number() }),
  showFailure: dialog(ourWords('contacts.import.uploadFailed')),
});

export type HeaderMapping = Partial<Record<ContactFieldKey, number | null>>;

export interface MapHeadersRequest {
  contactlist_id: number;
  has_header: boolean;
  /** Contact field → column index in the file. */
  mapping: HeaderMapping;
  /** Put back the leading zero spreadsheets drop from 0-prefixed ZIPs. */
  repair_zips: boolean;
}

export const mapHeadersEndpoint = defineEndpoint<MapHeadersRequest, ListStatusReport>({
  id: 'contacts.mapHeaders',
  base: 'main',
  path: 'contactlist-map-headers/',
  data: listStatusSchema,
  showFailure: dialog(ourWords('contacts.import.mapFailed')),
});

export const listStatusEndpoint = defineEndpoint<{ contactlist_id: number }, ListStatusReport>({
  id: 'contacts.listStatus',
  base: 'main',
  path: 'contactlist-status/',
  data: listStatusSchema,
  showFailure: dialog(ourWords('contacts.import.pollFailed')),
});
