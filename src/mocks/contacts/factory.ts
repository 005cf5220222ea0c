import type { ContactFields } from '../../features/contacts/contactFields';
import type { GeneratedContacts } from './records';

/**
 * Clean, deterministic contacts for the lists the demo server does not store row by row: each is a
 * pure function of (seed, index), so a 100,000-contact list costs nothing to keep.
 */
const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'José',
  'Zoë',
  'Chloé',
  'Renée',
  'Björn',
  'Siobhán',
  'Wei',
  'Aisha',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Núñez',
  "O'Brien",
  'Nguyen',
  'Müller',
  'Kim',
  'Okafor',
];
const BUSINESSES = [
  'Acme Realty',
  'Blue Sky Roofing',
  'Main Street Dental',
  'Harbor View LLC',
  'Sunrise Plumbing',
  'Oak & Pine, Inc.',
  'Northside Bakery',
  '',
];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Elm St',
  'Washington Blvd',
  'Lake Rd',
  'Hill St',
  'Park Ave',
  'Sunset Blvd',
];
const DOMAINS = ['example.com', 'mail.example.org', 'example.net'];
const DEFAULT_PLACES = [
  { city: 'Portland', state: 'ME', zip: '04101' },
  { city: 'Boston', state: 'MA', zip: '02108' },
  { city: 'Austin', state: 'TX', zip: '78701' },
  { city: 'Denver', state: 'CO', zip: '80202' },
  { city: 'Seattle', state: 'WA', zip: '98101' },
  { city: 'Miami', state: 'FL', zip: '33101' },
];

/** A small integer hash of (seed, index, salt): enough spread for picking table entries. */
export function mix(seed: number, index: number, salt: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35) ^ salt;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

function pick<T>(items: readonly T[], seed: number, index: number, salt: number): T {
  return items[mix(seed, index, salt) % items.length]!;
}

/** Where a generated contact lives: its own pick, so its ZIP can be read without the rest. */
function placeOf(spec: GeneratedContacts, index: number) {
  return pick(spec.places ?? DEFAULT_PLACES, spec.seed, index, 3);
}

/** A generated contact's ZIP, cheaply (quiet hours look at 100,000 of them per price). */
export function generatedZip(spec: GeneratedContacts, index: number): string {
  return placeOf(spec, index).zip;
}

export function generatedContact(spec: GeneratedContacts, index: number): ContactFields {
  const { seed } = spec;
  const first = pick(FIRST, seed, index, 1);
  const last = pick(LAST, seed, index, 2);
  const place = placeOf(spec, index);
  const street = `${1 + (mix(seed, index, 4) % 9899)} ${pick(STREETS, seed, index, 5)}`;
  const domain = pick(DOMAINS, seed, index, 6);
  const phone = `${200 + (mix(seed, index, 7) % 700)}555${String(mix(seed, index, 8) % 10000).padStart(4, '0')}`;
  const business = pick(BUSINESSES, seed, index, 9);
  return {
    first_name: first,
    last_name: last,
    business_name: business,
    website: business ? `https://www.${domain}` : '',
    email: `${first}.${last}.${index + 1}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
    street,
    city: place.city,
    state: place.state,
    zip: place.zip,
    owner_first_name: first,
    owner_last_name: last,
    property_street: street,
    property_city: place.city,
    property_state: place.state,
    property_zip: place.zip,
    phone,
  };
}

/** About one address in twenty fails DPV verification, always the same ones for the same data. */
export function failsVerification(contact: Pick<ContactFields, 'street' | 'zip'>): boolean {
  let h = 2166136261;
  const key = `${contact.street}|${contact.zip}`;
  for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) % 20 === 0;
}
