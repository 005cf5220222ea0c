import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { accountSaga } from './sagas';
import { accountSlice } from './slice';

/** Imported by the account pages: their state joins the store with them. */
registerFeature({
  reducerPath: accountSlice.reducerPath,
  reducer: accountSlice.reducer,
  saga: accountSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof accountSlice> {}
}
