import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { reportsSaga } from './sagas';
import { reportsSlice } from './slice';

/** Imported by the report screens: their state joins the store with them. */
registerFeature({
  reducerPath: reportsSlice.reducerPath,
  reducer: reportsSlice.reducer,
  saga: reportsSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof reportsSlice> {}
}
