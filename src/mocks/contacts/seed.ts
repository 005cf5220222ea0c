import { failsVerification, generatedContact } from './factory';
import type { ContactListRecord, ContactRecord, FailedAddressRecord } from './records';

const MARKET_ID = 2;
const STUDIO_ID = 4;
/** The performance check's list (issue: "the seed has a list of 100,000 contacts"). */
export const BIG_LIST_ID = 4;
export const BIG_LIST_SIZE = 100_000;

function readyList(
  fields: Pick<ContactListRecord, 'id' | 'user_id' | 'name' | 'created_at'> &
    Partial<ContactListRecord>,
): ContactListRecord {
  return {
    status: 'ready',
    status_polls: 0,
    source: 'seed',
    generated: null,
    removed_ids: [],
    edited: {},
    dpv_failed_count: 0,
    upload: null,
    ...fields,
  };
}

/** Stored contacts for the small lists, so edits and deletes show on real rows. */
function storedContacts(listId: number, count: number, firstId: number): ContactRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    ...generatedContact({ seed: listId, count, places: null }, index),
    id: firstId + index,
    contact_list_id: listId,
  }));
}

/** The uploaded list whose verification found bad addresses (the failed-address entry's list). */
const OPEN_HOUSE_ID = 5;
const openHouseContacts = () => storedContacts(OPEN_HOUSE_ID, 40, 301);
const openHouseFailed = () => openHouseContacts().filter(failsVerification).length;

export function seedContacts(): ContactRecord[] {
  return [
    ...storedContacts(1, 24, 1),
    ...storedContacts(2, 5, 101),
    ...storedContacts(3, 3, 201),
    ...openHouseContacts(),
  ];
}

export function seedContactLists(): ContactListRecord[] {
  return [
    readyList({ id: 1, user_id: MARKET_ID, name: 'Portland homeowners', created_at: '2026-10-02' }),
    readyList({ id: 2, user_id: MARKET_ID, name: 'Past clients', created_at: '2026-09-14' }),
    readyList({ id: 3, user_id: STUDIO_ID, name: 'Proof readers', created_at: '2026-08-20' }),
    readyList({
      id: BIG_LIST_ID,
      user_id: MARKET_ID,
      name: 'Statewide prospects',
      created_at: '2026-07-30',
      generated: { seed: BIG_LIST_ID, count: BIG_LIST_SIZE, places: null },
    }),
    readyList({
      id: OPEN_HOUSE_ID,
      user_id: MARKET_ID,
      name: 'Open house sign-ins',
      created_at: '2026-11-10',
      source: 'upload',
      dpv_failed_count: openHouseFailed(),
    }),
  ];
}

export function seedFailedAddresses(): FailedAddressRecord[] {
  return [
    {
      id: 1,
      user_id: MARKET_ID,
      contact_list_id: OPEN_HOUSE_ID,
      name: 'Open house sign-ins',
      created_at: '2026-11-10T15:20:00Z',
      contact_count: openHouseFailed(),
      total_importcontacts: 40,
      notifyread_status: 0,
    },
  ];
}
