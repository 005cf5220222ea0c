/**
 * The catalogue's public face. Importing it registers the catalogue's state, because every screen
 * outside the feature that uses these selectors needs that state in the store.
 */
import './register';
import type { WithSlice } from '@reduxjs/toolkit';
import type { catalogSlice } from './slice';

export { catalogOptionsWanted, selectAllCategories, selectAllIndustries } from './slice';

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof catalogSlice> {}
}
