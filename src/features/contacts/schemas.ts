import * as z from 'zod/mini';
import { idLike, numberLike, text } from '../../api/fields';
import { CONTACT_FIELD_KEYS, type ContactFieldKey } from './contactFields';

/** A list's life on the server: an upload is processed, its addresses verified, then it is ready. */
export const LIST_STATUSES = ['uploading', 'processing', 'verifying', 'ready', 'failed'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];
const listStatus = z.enum(LIST_STATUSES);

/** A contact list as the list screens show it (templates-campaigns-contacts §3 "Contact list"). */
export const contactListSchema = z.object({
  id: idLike,
  name: text,
  total_count: numberLike,
  created_at: text,
  status: listStatus,
  dpv_failed_count: numberLike,
});
export type ContactList = z.infer<typeof contactListSchema>;

/** The system lists also name their owner. */
export const systemContactListSchema = z.extend(contactListSchema, {
  user_id: idLike,
  owner_name: text,
});
export type SystemContactList = z.infer<typeof systemContactListSchema>;

const fieldShape = Object.fromEntries(CONTACT_FIELD_KEYS.map((key) => [key, text])) as Record<
  ContactFieldKey,
  typeof text
>;

export const contactSchema = z.object({ id: idLike, contact_list_id: idLike, ...fieldShape });
export type Contact = z.infer<typeof contactSchema>;

/** get-contacts reads data, total and maxPages (§7): the figures sit beside data. */
export const contactPageSchema = z.object({
  data: z.array(contactSchema),
  total: numberLike,
  maxPages: numberLike,
  page: z.optional(numberLike),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

export const globalSearchHitSchema = z.extend(contactSchema, { list_name: text });
export type GlobalSearchHit = z.infer<typeof globalSearchHitSchema>;

export const listStatusSchema = z.object({
  id: idLike,
  status: listStatus,
  total_count: numberLike,
  dpv_failed_count: numberLike,
});
export type ListStatusReport = z.infer<typeof listStatusSchema>;

/** A failed-address notification (accounts-money §3 "Notifications"). */
export { type FailedAddressList, failedAddressListSchema } from '../notifications';

/** How many of a list's contacts have each kind of reach (totalcontacts-groupbyfield). */
export const fieldTotalsSchema = z.object({
  total: z.number(),
  with_email: z.number(),
  with_phone: z.number(),
  with_address: z.number(),
});
export type FieldTotals = z.infer<typeof fieldTotalsSchema>;

export const campaignUseSchema = z.object({
  assigned: z.boolean(),
  campaigns: z.array(z.object({ id: idLike, name: text })),
});
export type CampaignUse = z.infer<typeof campaignUseSchema>;

export const exportFileSchema = z.object({
  url: z.string().check(z.minLength(1)),
  file_name: z.string().check(z.minLength(1)),
  rows: numberLike,
});
export type ExportFile = z.infer<typeof exportFileSchema>;

export const verificationSchema = z.object({
  contactlist_id: idLike,
  verified: numberLike,
  failed: numberLike,
});
export type VerificationResult = z.infer<typeof verificationSchema>;

export const skipTraceSchema = z.object({
  order_id: idLike,
  contacts: numberLike,
  status: z.string(),
});
export type SkipTraceOrder = z.infer<typeof skipTraceSchema>;
