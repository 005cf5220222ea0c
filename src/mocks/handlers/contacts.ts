import { getContactListsEndpoint, getContactsOfListEndpoint } from '../../features/contacts/api';
import { fail, handle, ok } from './kit';
import { idOf } from './paging';

export const contactHandlers = [
  handle(getContactListsEndpoint, ({ db, user }) => {
    const lists = db.contactLists.filter((list) => list.user_id === user!.id);
    return ok(
      lists.map((list) => ({
        id: list.id,
        name: list.name,
        total_count: db.contacts.filter((contact) => contact.contact_list_id === list.id).length,
      })),
      { total_count: lists.length },
    );
  }),

  handle(getContactsOfListEndpoint, ({ body, db, user }) => {
    const id = idOf(body.contactlist_id);
    const list = id === null ? undefined : db.contactLists.get(id);
    if (!list || list.user_id !== user!.id)
      return fail('That contact list was not found.', { status: 404 });
    const contacts = db.contacts.filter((contact) => contact.contact_list_id === list.id);
    return ok(contacts, { total_count: contacts.length });
  }),
];
