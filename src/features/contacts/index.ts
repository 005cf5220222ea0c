/** The contacts feature's public face: other features import only from here. */
export {
  getContactListsEndpoint,
  getContactsEndpoint,
  getContactListPageEndpoint,
  getContactsOfListEndpoint,
  type ContactListOption,
  type ContactOption,
} from './api';
export type { Contact, ContactList } from './schemas';
/** Address verification's result: stale once the account changes plan (accounts-money §4). */
export { verifyCall } from './slice';
