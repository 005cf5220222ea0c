import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { affiliateSaga } from './sagas';
import { affiliateSlice } from './slice';

/** Imported by the affiliate pages: their state joins the store with them. */
registerFeature({
  reducerPath: affiliateSlice.reducerPath,
  reducer: affiliateSlice.reducer,
  saga: affiliateSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof affiliateSlice> {}
}
