import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../../state/lazyFeatures';
import { subscriptionsSaga } from './sagas';
import { subscriptionsSlice } from './slice';

/** Imported by the subscription and account-state screens: their state joins the store with them. */
registerFeature({
  reducerPath: subscriptionsSlice.reducerPath,
  reducer: subscriptionsSlice.reducer,
  saga: subscriptionsSaga,
});

/** The state registered here, for the typed store hooks (src/state/storeState.ts). */
declare module '../../../state/storeState' {
  interface StoreState extends WithSlice<typeof subscriptionsSlice> {}
}
