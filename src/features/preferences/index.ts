import type { WithSlice } from '@reduxjs/toolkit';
import type { preferencesSlice } from './slice';
export * from './slice';
export { preferencesSaga } from './sagas';

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof preferencesSlice> {}
}
