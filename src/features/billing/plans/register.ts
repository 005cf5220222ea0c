import type { WithSlice } from '@reduxjs/toolkit';
// Upgrades read the cards and refresh the subscription status: both states join with the plans.
import '../register';
import '../subscriptions/register';
import { registerFeature } from '../../../state/lazyFeatures';
import { plansSaga } from './sagas';
import { plansSlice } from './slice';

/** Imported by the plan picker, the upgrade modal and the /pro-plan page. */
registerFeature({
  reducerPath: plansSlice.reducerPath,
  reducer: plansSlice.reducer,
  saga: plansSaga,
});

declare module '../../../state/storeState' {
  interface StoreState extends WithSlice<typeof plansSlice> {}
}
