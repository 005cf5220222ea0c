import type { WithSlice } from '@reduxjs/toolkit';
import '../catalog';
import { registerFeature } from '../../state/lazyFeatures';
import { campaignsSaga } from './sagas';
import { campaignsSlice } from './slice';

/** Imported by the campaign screens: the campaigns state (and the catalogue's) joins the store. */
registerFeature({
  reducerPath: campaignsSlice.reducerPath,
  reducer: campaignsSlice.reducer,
  saga: campaignsSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof campaignsSlice> {}
}
