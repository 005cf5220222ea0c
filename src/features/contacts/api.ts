import * as z from 'zod/mini';
import { defineEndpoint } from '../../api';
import { idLike, numberLike, text } from '../../api/fields';

/**
 * The contact-list reads the template "send" dialog needs (templates-campaigns-contacts §7
 * "Contact lists"); the contacts screens add the rest of the domain.
 */
export const contactListOptionSchema = z.object({
  id: idLike,
  name: text,
  total_count: numberLike,
});
export type ContactListOption = z.infer<typeof contactListOptionSchema>;

export const contactOptionSchema = z.object({
  id: idLike,
  first_name: text,
  last_name: text,
  email: text,
  phone: text,
});
export type ContactOption = z.infer<typeof contactOptionSchema>;

export const getContactListsEndpoint = defineEndpoint<Record<string, never>, ContactListOption[]>({
  id: 'contacts.getContactList',
  base: 'main',
  path: 'get_contactlist',
  data: z.array(contactListOptionSchema),
});

export const getContactsOfListEndpoint = defineEndpoint<
  { contactlist_id: number },
  ContactOption[]
>({
  id: 'contacts.getContactListById',
  base: 'main',
  path: 'get-contactlist-by-contact-list-id',
  data: z.array(contactOptionSchema),
});
