import { CONTACT_FIELD_KEYS, REQUIRED_CONTACT_FIELDS } from '../contactFields';
import type { FieldKey, FieldMapping } from './types';

export interface ContactFieldInfo {
  key: FieldKey;
  required: boolean;
}

/** The fields a column can be mapped to, in the order the mapping form lists them. */
export const CONTACT_FIELDS: readonly ContactFieldInfo[] = CONTACT_FIELD_KEYS.map((key) => ({
  key,
  required: REQUIRED_CONTACT_FIELDS.includes(key),
}));

/**
 * Other names exports give each field, compared normalised (see normalizeHeader). The key itself
 * ("first_name" → "firstname") is always a match and wins over a synonym.
 */
export const FIELD_SYNONYMS: Record<FieldKey, readonly string[]> = {
  first_name: ['First Name', 'First', 'FName', 'Given Name', 'Forename', 'Contact First Name'],
  last_name: ['Last Name', 'Last', 'LName', 'Surname', 'Family Name', 'Contact Last Name'],
  business_name: [
    'Business',
    'Company',
    'Company Name',
    'Business Name',
    'Organization',
    'Organisation',
    'Firm',
  ],
  website: ['Web Site', 'Web', 'URL', 'Website URL', 'Homepage', 'Web Address'],
  email: ['E-mail', 'Email Address', 'E-mail Address', 'Mail Address', 'Email 1', 'Primary Email'],
  street: [
    'Address',
    'Address 1',
    'Address Line 1',
    'Street Address',
    'Street',
    'Mailing Address',
    'Mailing Street',
    'Mailing Address 1',
    'Addr',
  ],
  city: ['City', 'Town', 'Mailing City'],
  state: ['State', 'ST', 'Province', 'Region', 'Mailing State', 'State Code'],
  zip: [
    'Zip',
    'Zip Code',
    'Zipcode',
    'ZIP5',
    'Postal Code',
    'Postcode',
    'Mailing Zip',
    'Mailing Zip Code',
  ],
  owner_first_name: ['Owner First Name', 'Owner 1 First Name', 'Owner First', 'Owner1 First Name'],
  owner_last_name: ['Owner Last Name', 'Owner 1 Last Name', 'Owner Last', 'Owner1 Last Name'],
  property_street: [
    'Property Address',
    'Property Street',
    'Property Street Address',
    'Site Address',
    'Situs Address',
    'Site Street',
  ],
  property_city: ['Property City', 'Site City', 'Situs City'],
  property_state: ['Property State', 'Site State', 'Situs State'],
  property_zip: [
    'Property Zip',
    'Property Zip Code',
    'Site Zip',
    'Situs Zip',
    'Property Postal Code',
  ],
  phone: [
    'Phone',
    'Phone Number',
    'Telephone',
    'Tel',
    'Mobile',
    'Mobile Phone',
    'Cell',
    'Cell Phone',
    'Phone 1',
  ],
};

/** "E-mail Address " → "emailaddress": case, spaces, underscores, dashes and punctuation ignored. */
export function normalizeHeader(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const KEY_NAMES = new Map(CONTACT_FIELD_KEYS.map((key) => [normalizeHeader(key), key]));
const SYNONYM_NAMES = new Map<string, FieldKey>();
for (const key of CONTACT_FIELD_KEYS)
  for (const synonym of FIELD_SYNONYMS[key]) {
    const name = normalizeHeader(synonym);
    if (!KEY_NAMES.has(name) && !SYNONYM_NAMES.has(name)) SYNONYM_NAMES.set(name, key);
  }

export function emptyMapping(): FieldMapping {
  return Object.fromEntries(CONTACT_FIELD_KEYS.map((key) => [key, null])) as FieldMapping;
}

/**
 * Maps the file's columns to fields by name: first the columns named like a field's key, then
 * those named like one of its synonyms. The first column of a name wins; no column is used twice.
 */
export function autoMap(header: readonly string[]): FieldMapping {
  const mapping = emptyMapping();
  const used = new Set<number>();
  const names = header.map(normalizeHeader);
  for (const table of [KEY_NAMES, SYNONYM_NAMES])
    names.forEach((name, column) => {
      const field = table.get(name);
      if (field === undefined || used.has(column) || mapping[field] !== null) return;
      mapping[field] = column;
      used.add(column);
    });
  return mapping;
}

/** The mapping with `field` set to `column`, taken from any field that had it: one use a column. */
export function assignColumn(
  mapping: FieldMapping,
  field: FieldKey,
  column: number | null,
): FieldMapping {
  const next = { ...mapping };
  if (column !== null)
    for (const key of CONTACT_FIELD_KEYS) if (next[key] === column) next[key] = null;
  next[field] = column;
  return next;
}

export function isRequiredField(field: FieldKey): boolean {
  return REQUIRED_CONTACT_FIELDS.includes(field);
}

/** The required fields without a column, in form order. */
export function missingRequired(mapping: FieldMapping): FieldKey[] {
  return REQUIRED_CONTACT_FIELDS.filter(
    (key) => mapping[key] === null || mapping[key] === undefined,
  );
}
