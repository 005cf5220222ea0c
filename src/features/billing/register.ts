import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { billingSaga } from './sagas';
import { billingSlice } from './slice';

/** Imported by the billing screens and modals: the state and sagas join the store with them. */
registerFeature({
  reducerPath: billingSlice.reducerPath,
  reducer: billingSlice.reducer,
  saga: billingSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof billingSlice> {}
}
