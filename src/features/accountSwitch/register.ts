import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { accountSwitchSaga } from './sagas';
import { accountSwitchSlice } from './slice';

/** Imported by the feature's face: its state joins the store the first time a switch is offered. */
registerFeature({
  reducerPath: accountSwitchSlice.reducerPath,
  reducer: accountSwitchSlice.reducer,
  saga: accountSwitchSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof accountSwitchSlice> {}
}
