import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../../state/lazyFeatures';
import { bulkSaga } from './sagas';
import { bulkSlice } from './slice';

/** Imported by the bulk mail center: its state joins the store with it (ordering's comes with campaigns). */
registerFeature({
  reducerPath: bulkSlice.reducerPath,
  reducer: bulkSlice.reducer,
  saga: bulkSaga,
});

declare module '../../../state/storeState' {
  interface StoreState extends WithSlice<typeof bulkSlice> {}
}
