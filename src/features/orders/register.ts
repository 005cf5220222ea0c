import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { ordersSaga } from './sagas';
import { ordersSlice } from './slice';

/** Imported by the order history screen: its state joins the store with it. */
registerFeature({
  reducerPath: ordersSlice.reducerPath,
  reducer: ordersSlice.reducer,
  saga: ordersSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof ordersSlice> {}
}
