/** The contacts feature's public face: other features import only from here. */
import type { WithSlice } from '@reduxjs/toolkit';
import type { importSlice } from './import/importSlice';
import type { listBuilderSlice } from './listBuilder/slice';
import type { contactsSlice } from './slice';
export {
  getContactListsEndpoint,
  getContactsOfListEndpoint,
  type ContactListOption,
  type ContactOption,
} from './api';

declare module '../../state/storeState' {
  interface StoreState
    extends
      WithSlice<typeof contactsSlice>,
      WithSlice<typeof importSlice>,
      WithSlice<typeof listBuilderSlice> {}
}
