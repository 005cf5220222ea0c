/**
 * A contact's fields: the spec's merge-tag fields (templates-campaigns-contacts §3) in the order a
 * contact file usually has them. The import's column mapping, the contact table and the editor use
 * this one list.
 */
export const CONTACT_FIELD_KEYS = [
  'first_name',
  'last_name',
  'business_name',
  'website',
  'email',
  'street',
  'city',
  'state',
  'zip',
  'owner_first_name',
  'owner_last_name',
  'property_street',
  'property_city',
  'property_state',
  'property_zip',
  'phone',
] as const;

export type ContactFieldKey = (typeof CONTACT_FIELD_KEYS)[number];
export type ContactFields = Record<ContactFieldKey, string>;

/** A mailing address is what the server verifies, so names and the address are required. */
export const REQUIRED_CONTACT_FIELDS: readonly ContactFieldKey[] = [
  'first_name',
  'last_name',
  'street',
  'city',
  'state',
  'zip',
];
