import { CONTACT_FIELD_KEYS, type ContactFields } from '../../features/contacts/contactFields';
import { failsVerification, generatedContact, generatedZip } from './factory';
import type { ContactListRecord, ContactRecord } from './records';
import type { Database } from '../db';

/**
 * One view over a list's contacts, whether stored row by row or generated on demand: counting,
 * paging, finding, editing and deleting work the same for the 5-row list and the 100,000-row one.
 */

/** Generated contacts' ids: the list id in the high digits, so they never meet stored ids. */
const GENERATED_ID_BASE = 10_000_000;

export function generatedIdOf(listId: number, index: number): number {
  return listId * GENERATED_ID_BASE + index + 1;
}

function generatedIndexOf(list: ContactListRecord, id: number): number | null {
  if (!list.generated) return null;
  const index = id - list.id * GENERATED_ID_BASE - 1;
  return index >= 0 && index < list.generated.count ? index : null;
}

function storedOf(db: Database, list: ContactListRecord): ContactRecord[] {
  // The collection keeps the newest first; a list keeps its file's order.
  return db.contacts
    .filter((contact) => contact.contact_list_id === list.id)
    .sort((a, b) => a.id - b.id);
}

export function contactCount(db: Database, list: ContactListRecord): number {
  if (list.generated) return list.generated.count - list.removed_ids.length;
  return storedOf(db, list).length;
}

function generatedAt(list: ContactListRecord, index: number): ContactRecord {
  const id = generatedIdOf(list.id, index);
  const fields = list.edited[String(id)] ?? generatedContact(list.generated!, index);
  return { ...fields, id, contact_list_id: list.id };
}

/** Contacts from `offset`, at most `limit`, in list order. */
export function contactSlice(
  db: Database,
  list: ContactListRecord,
  offset: number,
  limit: number,
): ContactRecord[] {
  if (!list.generated) return storedOf(db, list).slice(offset, offset + limit);
  const removed = new Set(list.removed_ids);
  const sortedRemoved = [...removed]
    .map((id) => generatedIndexOf(list, id))
    .filter((index): index is number => index !== null)
    .sort((a, b) => a - b);
  // The offset-th contact that is still there: skip past every removed index at or before it.
  let index = offset;
  for (const gone of sortedRemoved) {
    if (gone <= index) index += 1;
    else break;
  }
  const rows: ContactRecord[] = [];
  for (; index < list.generated.count && rows.length < limit; index += 1) {
    if (!removed.has(generatedIdOf(list.id, index))) rows.push(generatedAt(list, index));
  }
  return rows;
}

/** Every contact of a list, for exports and verification; generated lists stream them. */
export function* allContacts(db: Database, list: ContactListRecord): Generator<ContactRecord> {
  if (!list.generated) {
    yield* storedOf(db, list);
    return;
  }
  const removed = new Set(list.removed_ids);
  for (let index = 0; index < list.generated.count; index += 1) {
    if (!removed.has(generatedIdOf(list.id, index))) yield generatedAt(list, index);
  }
}

/**
 * How many of a list's contacts live at each ZIP. A generated list reads only its contacts' ZIPs
 * (100,000 of them in a few milliseconds), edits and deletions included.
 */
export function zipCountsOf(db: Database, list: ContactListRecord): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (zip: string) => counts.set(zip, (counts.get(zip) ?? 0) + 1);
  if (!list.generated) {
    for (const contact of storedOf(db, list)) add(contact.zip);
    return counts;
  }
  const removed = list.removed_ids.length > 0 ? new Set(list.removed_ids) : null;
  const edited = Object.keys(list.edited).length > 0 ? list.edited : null;
  for (let index = 0; index < list.generated.count; index += 1) {
    const id = generatedIdOf(list.id, index);
    if (removed?.has(id)) continue;
    add(edited?.[String(id)]?.zip ?? generatedZip(list.generated, index));
  }
  return counts;
}

export function findContact(
  db: Database,
  id: number,
): { list: ContactListRecord; contact: ContactRecord } | null {
  const stored = db.contacts.get(id);
  if (stored) {
    const list = db.contactLists.get(stored.contact_list_id);
    return list ? { list, contact: stored } : null;
  }
  const list = db.contactLists.get(Math.floor((id - 1) / GENERATED_ID_BASE));
  if (!list) return null;
  const index = generatedIndexOf(list, id);
  if (index === null || list.removed_ids.includes(id)) return null;
  return { list, contact: generatedAt(list, index) };
}

export function editContact(db: Database, id: number, fields: ContactFields): ContactRecord | null {
  const found = findContact(db, id);
  if (!found) return null;
  if (!found.list.generated) return db.contacts.update(id, fields) ?? null;
  db.contactLists.update(found.list.id, {
    edited: { ...found.list.edited, [String(id)]: fields },
  });
  return { ...fields, id, contact_list_id: found.list.id };
}

export function removeContact(db: Database, id: number): boolean {
  const found = findContact(db, id);
  if (!found) return false;
  if (!found.list.generated) return db.contacts.remove(id);
  const { [String(id)]: _dropped, ...edited } = found.list.edited;
  db.contactLists.update(found.list.id, {
    removed_ids: [...found.list.removed_ids, id],
    edited,
  });
  return true;
}

export function removeListContacts(db: Database, list: ContactListRecord): void {
  for (const contact of storedOf(db, list)) db.contacts.remove(contact.id);
}

/** The list's contacts whose address fails DPV verification. */
export function failedContacts(db: Database, list: ContactListRecord): ContactRecord[] {
  const failed: ContactRecord[] = [];
  for (const contact of allContacts(db, list)) if (failsVerification(contact)) failed.push(contact);
  return failed;
}

export function contactFieldsOf(source: Record<string, unknown>): ContactFields {
  return Object.fromEntries(
    CONTACT_FIELD_KEYS.map((key) => [
      key,
      typeof source[key] === 'string' ? source[key].trim() : '',
    ]),
  ) as ContactFields;
}
