import {
  deleteContactEndpoint,
  editContactEndpoint,
  getContactsEndpoint,
  globalSearchEndpoint,
  skipTraceEndpoint,
  verifyAddressesEndpoint,
} from '../../features/contacts/api';
import { CONTACT_FIELD_KEYS } from '../../features/contacts/contactFields';
import {
  allContacts,
  contactCount,
  contactFieldsOf,
  contactSlice,
  editContact,
  failedContacts,
  findContact,
  removeContact,
} from './store';
import type { ContactListRecord } from './records';
import type { Database } from '../db';
import type { UserRecord } from '../auth';
import { recordVerification } from './verification';
import { fail, invalid, ok } from '../kit/replies';
import { handle } from '../kit/handle';
import { idOf } from '../kit/fields';
import { ownList } from './listHandlers';

/** One list's contacts: paging, search, edit, delete, address verification and skip trace. */

/** get-contacts pages: big enough that a 100,000-contact list is 100 requests. */
export const CONTACTS_PAGE_SIZE = 1000;
const SEARCH_LIMIT = 50;
const LIST_NOT_FOUND = 'That contact list was not found.';

/** The owner reaches a list as `user`; the super admin reaches any list as `system`. */
function reachableList(db: Database, user: UserRecord, id: unknown, type: unknown) {
  if (type === 'system') {
    const listId = idOf(id);
    return user.role_id === 1 && listId !== null ? (db.contactLists.get(listId) ?? null) : null;
  }
  return ownList(db, user, id);
}

function contactReachable(user: UserRecord, list: ContactListRecord, type: unknown) {
  return type === 'system' ? user.role_id === 1 : list.user_id === user.id;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function contactProblems(fields: Record<string, string>): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  for (const key of ['first_name', 'last_name'] as const)
    if (fields[key] === '') errors[key] = [`The ${key.replace('_', ' ')} field is required.`];
  if (fields.email && !EMAIL.test(fields.email))
    errors.email = ['The email must be a valid email address.'];
  const digits = (fields.phone ?? '').replace(/\D/g, '');
  if (fields.phone && !(digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))))
    errors.phone = ['The phone must be a 10-digit US number.'];
  if (fields.zip && !/^\d{5}(-\d{4})?$/.test(fields.zip))
    errors.zip = ['The zip must be 5 digits or ZIP+4.'];
  for (const key of CONTACT_FIELD_KEYS)
    if ((fields[key] ?? '').length > 255)
      errors[key] = [`The ${key.replace('_', ' ')} may not be greater than 255 characters.`];
  return Object.keys(errors).length > 0 ? errors : null;
}

export const contactHandlers = [
  handle(getContactsEndpoint, ({ body, read, db, user }) => {
    const list = reachableList(db, user!, body.id, body.type);
    if (!list) return fail(LIST_NOT_FOUND, { status: 404 });
    const total = contactCount(db, list);
    const maxPages = Math.max(1, Math.ceil(total / CONTACTS_PAGE_SIZE));
    const page = Math.max(1, read.int('page', 1));
    if (page > maxPages) return fail(`Page ${page} is past the last page (${maxPages}).`);
    const data = contactSlice(db, list, (page - 1) * CONTACTS_PAGE_SIZE, CONTACTS_PAGE_SIZE);
    return { status: 200, body: { status: true, message: 'Success', data, total, maxPages, page } };
  }),

  handle(globalSearchEndpoint, ({ body, read, db, user }) => {
    const needle = read.text('search_text').toLowerCase();
    if (needle.length < 2) return invalid({ search_text: ['Type at least 2 characters.'] });
    const lists =
      body.type === 'list'
        ? [ownList(db, user!, body.id)].filter((list) => list !== null)
        : db.contactLists.filter((list) => list.user_id === user!.id);
    const hits = [];
    for (const list of lists) {
      for (const contact of allContacts(db, list)) {
        const haystack =
          `${contact.first_name} ${contact.last_name}|${contact.email}|${contact.phone}|${contact.street}|${contact.city}|${contact.business_name}`.toLowerCase();
        if (haystack.includes(needle)) hits.push({ ...contact, list_name: list.name });
        if (hits.length >= SEARCH_LIMIT) break;
      }
      if (hits.length >= SEARCH_LIMIT) break;
    }
    return ok(hits, { total_count: hits.length });
  }),

  handle(editContactEndpoint, ({ body, read, db, user }) => {
    const id = read.id('contact_id');
    const found = id === null ? null : findContact(db, id);
    if (!found || !contactReachable(user!, found.list, body.list_type))
      return fail('That contact was not found.', { status: 404 });
    const fields = contactFieldsOf(body);
    const problems = contactProblems(fields);
    if (problems) return invalid(problems);
    const updated = editContact(db, id!, fields);
    return updated ? ok(updated) : fail('That contact was not found.', { status: 404 });
  }),

  handle(deleteContactEndpoint, ({ body, read, db, user }) => {
    const id = read.id('contact_id');
    const found = id === null ? null : findContact(db, id);
    if (!found || !contactReachable(user!, found.list, body.list_type))
      return fail('That contact was not found.', { status: 404 });
    removeContact(db, id!);
    return ok({ id }, { message: 'Contact deleted successfully.' });
  }),

  handle(verifyAddressesEndpoint, ({ body, db, user }) => {
    const list = ownList(db, user!, body.contactlist_id);
    if (!list) return fail(LIST_NOT_FOUND, { status: 404 });
    if (list.status !== 'ready') return fail('This list is still being processed.');
    const failed = failedContacts(db, list).length;
    recordVerification(db, list, failed);
    return ok({ contactlist_id: list.id, verified: contactCount(db, list) - failed, failed });
  }),

  handle(skipTraceEndpoint, ({ body, db, user }) => {
    const list = ownList(db, user!, body.contactlist_id);
    if (!list) return fail(LIST_NOT_FOUND, { status: 404 });
    const contacts = contactCount(db, list);
    if (list.status !== 'ready' || contacts === 0)
      return fail('Only a ready list with contacts can be skip traced.');
    const order = db.orders.insert({
      user_id: user!.id,
      kind: 'skip-trace',
      template_id: null,
      contact_id: null,
      contact_list_id: list.id,
      created_at: new Date().toISOString(),
    });
    return ok({ order_id: order.id, contacts, status: 'queued' });
  }),
];
