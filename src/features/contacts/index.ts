/** The contacts feature's public face: other features import only from here. */
export {
  getContactListsEndpoint,
  getContactsOfListEndpoint,
  type ContactListOption,
  type ContactOption,
} from './api';
