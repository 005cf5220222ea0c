import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { unsubscribeSaga } from './sagas';
import { unsubscribeSlice } from './slice';

/** Imported by the unsubscribe page: its state joins the store with it. */
registerFeature({
  reducerPath: unsubscribeSlice.reducerPath,
  reducer: unsubscribeSlice.reducer,
  saga: unsubscribeSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof unsubscribeSlice> {}
}
