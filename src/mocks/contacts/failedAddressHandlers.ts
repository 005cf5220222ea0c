import {
  deleteFailedListEndpoint,
  failedAddressListsEndpoint,
  failedContactsEndpoint,
  markFailedListReadEndpoint,
} from '../../features/contacts/api';
import { failedContacts } from './store';
import type { Database } from '../db';
import { fail, ok } from '../kit/replies';
import { handle } from '../kit/handle';
import { idOf } from '../kit/fields';

/**
 * Failed-address lists: a list whose verification found bad addresses gets an unread entry (the
 * failed-address notification of accounts-money §3); the user downloads, reads and deletes it.
 */

const NOT_FOUND = 'That failed-address list was not found.';

function ownEntry(db: Database, userId: number, listId: unknown) {
  const id = idOf(listId);
  return (
    db.failedAddresses.find((row) => row.contact_list_id === id && row.user_id === userId) ?? null
  );
}

export const failedAddressHandlers = [
  handle(failedAddressListsEndpoint, ({ db, user }) => {
    const entries = db.failedAddresses
      .filter((row) => row.user_id === user!.id)
      // Unread first, then newest first (accounts-money §4 Notifications).
      .sort(
        (a, b) =>
          a.notifyread_status - b.notifyread_status || b.created_at.localeCompare(a.created_at),
      );
    return ok(entries, { total_count: entries.length });
  }),

  handle(failedContactsEndpoint, ({ body, db, user }) => {
    const entry = ownEntry(db, user!.id, body.id);
    const list = entry ? db.contactLists.get(entry.contact_list_id) : undefined;
    if (!entry || !list) return fail(NOT_FOUND, { status: 404 });
    const contacts = failedContacts(db, list);
    return ok(contacts, { total_count: contacts.length });
  }),

  handle(markFailedListReadEndpoint, ({ body, db, user }) => {
    const entry = ownEntry(db, user!.id, body.contactlist_id);
    if (!entry) return fail(NOT_FOUND, { status: 404 });
    return ok(db.failedAddresses.update(entry.id, { notifyread_status: 1 }));
  }),

  handle(deleteFailedListEndpoint, ({ body, db, user }) => {
    const entry = ownEntry(db, user!.id, body.contactlist_id);
    if (!entry) return fail(NOT_FOUND, { status: 404 });
    db.failedAddresses.remove(entry.id);
    return ok({ id: entry.contact_list_id });
  }),
];
