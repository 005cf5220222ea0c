// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../../../scripts/csv/generateContacts.mjs';
import { CONTACT_FIELD_KEYS } from '../../../../src/features/contacts/contactFields';
import {
  assignColumn,
  autoMap,
  CONTACT_FIELDS,
  emptyMapping,
  missingRequired,
  normalizeHeader,
} from '../../../../src/features/contacts/csv/fieldMapping';
import type { FieldMapping } from '../../../../src/features/contacts/csv/types';

/** The mapped fields only, for short expectations. */
const mapped = (mapping: FieldMapping) =>
  Object.fromEntries(Object.entries(mapping).filter(([, column]) => column !== null));

describe('the contact fields', () => {
  it('are the merge-tag fields, names and mailing address required', () => {
    expect(CONTACT_FIELDS.map((field) => field.key)).toEqual(CONTACT_FIELD_KEYS);
    expect(CONTACT_FIELDS.filter((field) => field.required).map((field) => field.key)).toEqual([
      'first_name',
      'last_name',
      'street',
      'city',
      'state',
      'zip',
    ]);
  });
});

describe('autoMap', () => {
  it('maps columns named like the fields, in any case and spelling', () => {
    expect(autoMap(CSV_COLUMNS)).toEqual(
      Object.fromEntries(CSV_COLUMNS.map((key, index) => [key, index])),
    );
    expect(mapped(autoMap(['FIRST NAME', 'last-name', 'E-Mail', ' Zip ', 'Property_Zip']))).toEqual(
      {
        first_name: 0,
        last_name: 1,
        email: 2,
        zip: 3,
        property_zip: 4,
      },
    );
  });

  it('maps common synonyms', () => {
    const header = [
      'Given Name',
      'Surname',
      'Company',
      'Email Address',
      'Mailing Address',
      'Town',
      'ST',
      'Postal Code',
      'Owner 1 First Name',
      'Owner 1 Last Name',
      'Site Address',
      'Site City',
      'Site State',
      'Site Zip',
      'Mobile',
      'URL',
    ];
    expect(autoMap(header)).toEqual({
      first_name: 0,
      last_name: 1,
      business_name: 2,
      email: 3,
      street: 4,
      city: 5,
      state: 6,
      zip: 7,
      owner_first_name: 8,
      owner_last_name: 9,
      property_street: 10,
      property_city: 11,
      property_state: 12,
      property_zip: 13,
      phone: 14,
      website: 15,
    });
    expect(
      mapped(autoMap(['fname', 'lname', 'ZIP5', 'Cell', 'Address 1', 'Property Address'])),
    ).toEqual({
      first_name: 0,
      last_name: 1,
      zip: 2,
      phone: 3,
      street: 4,
      property_street: 5,
    });
  });

  it("prefers a column named like the field's key to a synonym, wherever it stands", () => {
    expect(mapped(autoMap(['Mobile', 'Phone', 'Address', 'Street']))).toEqual({
      phone: 1,
      street: 3,
    });
  });

  it('never maps one column twice, nor a field twice; unknown columns stay unmapped', () => {
    const mapping = autoMap(['Email', 'E-mail', 'Notes', '']);
    expect(mapped(mapping)).toEqual({ email: 0 });
    expect(autoMap([])).toEqual(emptyMapping());
  });

  it('normalises names by case, spaces, punctuation and accents', () => {
    expect(normalizeHeader(' E-mail_Address. ')).toBe('emailaddress');
    expect(normalizeHeader('Código Postal')).toBe('codigopostal');
  });
});

describe('assignColumn', () => {
  it('frees the column from the field that had it', () => {
    const before = autoMap(CSV_COLUMNS);
    const after = assignColumn(before, 'property_zip', 8);
    expect(after.property_zip).toBe(8);
    expect(after.zip).toBeNull();
    expect(before.zip).toBe(8); // a new mapping; the old one is untouched
    const values = Object.values(after).filter((column) => column !== null);
    expect(new Set(values).size).toBe(values.length);
  });

  it('unmaps a field with null', () => {
    expect(assignColumn(autoMap(CSV_COLUMNS), 'email', null).email).toBeNull();
  });
});

describe('missingRequired', () => {
  it('lists the required fields without a column, in form order', () => {
    expect(missingRequired(emptyMapping())).toEqual([
      'first_name',
      'last_name',
      'street',
      'city',
      'state',
      'zip',
    ]);
    expect(missingRequired(autoMap(CSV_COLUMNS))).toEqual([]);
    expect(missingRequired(assignColumn(autoMap(CSV_COLUMNS), 'zip', null))).toEqual(['zip']);
  });
});
