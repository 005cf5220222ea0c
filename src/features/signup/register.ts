import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { signupSaga } from './sagas';
import { signupSlice } from './slice';

/** Imported by the sign-up pages: their state joins the store with them. */
registerFeature({
  reducerPath: signupSlice.reducerPath,
  reducer: signupSlice.reducer,
  saga: signupSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof signupSlice> {}
}
