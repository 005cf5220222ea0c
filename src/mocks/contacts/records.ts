import * as z from 'zod/mini';
import { CONTACT_FIELD_KEYS, type ContactFieldKey } from '../../features/contacts/contactFields';

const contactFieldsSchema = z.object(
  Object.fromEntries(CONTACT_FIELD_KEYS.map((key) => [key, z.string()])) as Record<
    ContactFieldKey,
    z.ZodMiniString
  >,
);

/**
 * Contacts too many to store one by one (the 100,000-contact list, big uploads, built lists) are
 * generated on demand from (seed, index); `places` pins their addresses (list builder).
 */
export const generatedContactsSchema = z.object({
  seed: z.number(),
  count: z.number(),
  places: z.nullable(
    z.array(
      z.object({
        city: z.string(),
        state: z.string(),
        zip: z.string(),
        county: z.optional(z.string()),
      }),
    ),
  ),
});
export type GeneratedContacts = z.infer<typeof generatedContactsSchema>;

/** An upload in progress: its file, the bytes received, and the line breaks counted so far. */
export const contactUploadSchema = z.object({
  file_name: z.string(),
  size: z.number(),
  received_bytes: z.number(),
  next_chunk: z.number(),
  line_breaks: z.number(),
  header_mapping: z.nullable(z.record(z.string(), z.nullable(z.number()))),
  repair_zips: z.boolean(),
});
export type ContactUpload = z.infer<typeof contactUploadSchema>;

/**
 * A list moves uploading → processing → verifying → ready as its status is polled (or `failed`
 * when its file cannot be read).
 */
export const CONTACT_LIST_STATUSES = [
  'uploading',
  'processing',
  'verifying',
  'ready',
  'failed',
] as const;
export type ContactListStatus = (typeof CONTACT_LIST_STATUSES)[number];

export const contactListRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  created_at: z.string(),
  status: z.enum(CONTACT_LIST_STATUSES),
  /** Polls answered in the current status: the status advances every few polls. */
  status_polls: z.number(),
  source: z.enum(['seed', 'upload', 'builder']),
  generated: z.nullable(generatedContactsSchema),
  /** Generated contacts deleted or edited since. */
  removed_ids: z.array(z.number()),
  edited: z.record(z.string(), contactFieldsSchema),
  /** Addresses that failed verification (known once the list is ready). */
  dpv_failed_count: z.number(),
  upload: z.nullable(contactUploadSchema),
});
export type ContactListRecord = z.infer<typeof contactListRecordSchema>;

export const contactRecordSchema = z.extend(contactFieldsSchema, {
  id: z.number(),
  contact_list_id: z.number(),
});
export type ContactRecord = z.infer<typeof contactRecordSchema>;

/** A list's addresses that failed DPV verification: the failed-address notification. */
export const failedAddressRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  contact_list_id: z.number(),
  name: z.string(),
  created_at: z.string(),
  contact_count: z.number(),
  total_importcontacts: z.number(),
  notifyread_status: z.literal([0, 1]),
});
export type FailedAddressRecord = z.infer<typeof failedAddressRecordSchema>;
