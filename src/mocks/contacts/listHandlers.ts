import {
  contactListNameExistsEndpoint,
  createContactListEndpoint,
  deleteContactListEndpoint,
  exportContactListEndpoint,
  fieldTotalsEndpoint,
  getContactListPageEndpoint,
  getContactListsEndpoint,
  getContactsOfListEndpoint,
  listCampaignUseEndpoint,
  renameContactListEndpoint,
  systemContactListsEndpoint,
} from '../../features/contacts/api';
import { contactCount, contactSlice, removeListContacts } from './store';
import type { ContactListRecord } from './records';
import type { Database } from '../db';
import type { UserRecord } from '../auth';
import { fail, invalid, ok } from '../kit/replies';
import { handle } from '../kit/handle';
import { idOf, intOf, textOf } from '../kit/fields';
import { matches } from '../kit/paging';

/** The lists screens and pickers: list, name, create, rename, delete, export (§7 "Contact lists"). */

export const LIST_NAME_MAX = 100;
export const LIST_IN_USE =
  "You can't delete this mailing list as this is associated with active campaigns, or with another contact list connected to active campaigns.";
export const LIST_NAME_TAKEN = 'A contact list with this name already exists.';

export function listView(db: Database, list: ContactListRecord) {
  return {
    id: list.id,
    name: list.name,
    total_count: contactCount(db, list),
    created_at: list.created_at,
    status: list.status,
    dpv_failed_count: list.dpv_failed_count,
  };
}

/** The user's own list, or null (another user's list is "not found", never "forbidden"). */
export function ownList(db: Database, user: UserRecord, value: unknown): ContactListRecord | null {
  const id = idOf(value);
  const list = id === null ? undefined : db.contactLists.get(id);
  return list && list.user_id === user.id ? list : null;
}

const LIST_NOT_FOUND = 'That contact list was not found.';

/** Names are unique per user, ignoring case and surrounding spaces. */
export function nameTaken(
  db: Database,
  user: UserRecord,
  name: string,
  exceptId?: number,
): boolean {
  const wanted = name.trim().toLowerCase();
  return db.contactLists
    .filter((list) => list.user_id === user.id && list.id !== exceptId)
    .some((list) => list.name.trim().toLowerCase() === wanted);
}

function nameProblem(name: string): string | null {
  if (name === '') return 'The name field is required.';
  if (name.length > LIST_NAME_MAX)
    return `The name may not be greater than ${LIST_NAME_MAX} characters.`;
  return null;
}

/** Active Marketplace orders sending to the list: such a list cannot be deleted. */
function activeCampaignsOf(db: Database, listId: number) {
  return db.userCampaigns
    .filter((order) => order.status === 'active' && order.contact_list_ids.includes(listId))
    .map((order) => ({ id: order.id, name: order.campaign_name }));
}

export const contactListHandlers = [
  handle(getContactListsEndpoint, ({ db, user }) => {
    const lists = db.contactLists.filter((list) => list.user_id === user!.id);
    return ok(
      lists.map((list) => ({ id: list.id, name: list.name, total_count: contactCount(db, list) })),
      { total_count: lists.length },
    );
  }),

  handle(getContactListPageEndpoint, ({ db, user, query }) => {
    const search = textOf(query.search);
    const limit = Math.min(100, Math.max(1, intOf(query.limit, 10)));
    const offset = intOf(query.offset, 0);
    const lists = db.contactLists
      .filter((list) => list.user_id === user!.id && matches(list.name, search))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const page = lists.slice(offset, offset + limit).map((list) => listView(db, list));
    const reply = ok(page, { total_count: lists.length });
    return {
      ...reply,
      body: { ...(reply.body as object), pages: Math.ceil(lists.length / limit) },
    };
  }),

  handle(getContactsOfListEndpoint, ({ body, db, user }) => {
    const list = ownList(db, user!, body.contactlist_id);
    if (!list) return fail(LIST_NOT_FOUND, { status: 404 });
    // A picker needs the first contacts, not all 100,000 of them.
    return ok(contactSlice(db, list, 0, 500), { total_count: contactCount(db, list) });
  }),

  handle(contactListNameExistsEndpoint, ({ read, db, user }) => {
    const name = read.text('name');
    if (name === '') return invalid({ name: ['The name field is required.'] });
    return ok({ exists: nameTaken(db, user!, name) });
  }),

  handle(createContactListEndpoint, ({ read, db, user }) => {
    const name = read.text('name');
    const problem = nameProblem(name);
    if (problem) return invalid({ name: [problem] });
    if (nameTaken(db, user!, name)) return invalid({ name: [LIST_NAME_TAKEN] });
    const list = db.contactLists.insert({
      user_id: user!.id,
      name,
      created_at: new Date().toISOString(),
      status: 'uploading',
      status_polls: 0,
      source: 'upload',
      generated: null,
      removed_ids: [],
      edited: {},
      dpv_failed_count: 0,
      upload: null,
    });
    return ok({ id: list.id });
  }),

  handle(renameContactListEndpoint, ({ body, read, db, user }) => {
    const list = ownList(db, user!, body.contactlist_id);
    if (!list) return fail(LIST_NOT_FOUND, { status: 404 });
    const name = read.text('name');
    const problem = nameProblem(name);
    if (problem) return invalid({ name: [problem] });
    if (nameTaken(db, user!, name, list.id)) return invalid({ name: [LIST_NAME_TAKEN] });
    db.contactLists.update(list.id, { name });
    for (const entry of db.failedAddresses.filter((row) => row.contact_list_id === list.id))
      db.failedAddresses.update(entry.id, { name });
    return ok({ id: list.id, name });
  }),

  handle(listCampaignUseEndpoint, ({ body, db, user }) => {
    const list = ownList(db, user!, body.contactlist_id);
    if (!list) return fail(LIST_NOT_FOUND, { status: 404 });
    const campaigns = activeCampaignsOf(db, list.id);
    return ok({ assigned: campaigns.length > 0, campaigns });
  }),

  handle(deleteContactListEndpoint, ({ body, db, user }) => {
    const list = ownList(db, user!, body.contact_list_id);
    if (!list) return fail(LIST_NOT_FOUND, { status: 404 });
    if (activeCampaignsOf(db, list.id).length > 0) return fail(LIST_IN_USE);
    removeListContacts(db, list);
    for (const entry of db.failedAddresses.filter((row) => row.contact_list_id === list.id))
      db.failedAddresses.remove(entry.id);
    db.contactLists.remove(list.id);
    return ok({ id: list.id }, { message: 'Contact list deleted successfully.' });
  }),

  handle(fieldTotalsEndpoint, ({ body, db, user }) => {
    const list = ownList(db, user!, body.contactlist_id);
    if (!list) return fail(LIST_NOT_FOUND, { status: 404 });
    const totals = { total: 0, with_email: 0, with_phone: 0, with_address: 0 };
    for (const contact of contactSlice(db, list, 0, Number.MAX_SAFE_INTEGER)) {
      totals.total += 1;
      if (contact.email) totals.with_email += 1;
      if (contact.phone) totals.with_phone += 1;
      if (contact.street && contact.city && contact.state && contact.zip) totals.with_address += 1;
    }
    return ok(totals);
  }),

  handle(exportContactListEndpoint, ({ body, db, user }) => {
    const list = ownList(db, user!, body.id);
    if (!list) return fail(LIST_NOT_FOUND, { status: 404 });
    if (list.status !== 'ready') return fail('This list is still being processed.');
    const safeName = list.name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'contacts';
    return ok({
      url: `contact-exports/${list.id}.csv`,
      file_name: `${safeName}.csv`,
      rows: contactCount(db, list),
    });
  }),

  handle(systemContactListsEndpoint, ({ db, user }) => {
    if (user!.role_id !== 1) return fail('Only a super admin can see every list.', { status: 403 });
    return ok(
      db.contactLists.all().map((list) => {
        const owner = db.users.get(list.user_id);
        return {
          ...listView(db, list),
          user_id: list.user_id,
          owner_name: owner ? `${owner.fname} ${owner.lname}` : '',
        };
      }),
    );
  }),
];
