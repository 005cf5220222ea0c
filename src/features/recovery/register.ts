import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { recoverySaga } from './sagas';
import { recoverySlice } from './slice';

/** Imported by the recovery pages: their state joins the store with them. */
registerFeature({
  reducerPath: recoverySlice.reducerPath,
  reducer: recoverySlice.reducer,
  saga: recoverySaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof recoverySlice> {}
}
