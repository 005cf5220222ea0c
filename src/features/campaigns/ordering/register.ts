import type { WithSlice } from '@reduxjs/toolkit';
import '../../billing';
import { registerFeature } from '../../../state/lazyFeatures';
import { orderingSaga } from './sagas';
import { orderingSlice } from './slice';

/** Imported by the ordering screens: the ordering state (and billing's, for cards) joins the store. */
registerFeature({
  reducerPath: orderingSlice.reducerPath,
  reducer: orderingSlice.reducer,
  saga: orderingSaga,
});

declare module '../../../state/storeState' {
  interface StoreState extends WithSlice<typeof orderingSlice> {}
}
