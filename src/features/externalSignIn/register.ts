import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { externalSignInSaga } from './sagas';
import { externalSignInSlice } from './slice';

/** Imported by the external sign-in pages: their state joins the store with them. */
registerFeature({
  reducerPath: externalSignInSlice.reducerPath,
  reducer: externalSignInSlice.reducer,
  saga: externalSignInSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof externalSignInSlice> {}
}
