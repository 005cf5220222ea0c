import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../../state/lazyFeatures';
import { listBuilderSaga } from './sagas';
import { listBuilderSlice } from './slice';

/** Imported by the list builder modal: its state joins the store when the modal first loads. */
registerFeature({
  reducerPath: listBuilderSlice.reducerPath,
  reducer: listBuilderSlice.reducer,
  saga: listBuilderSaga,
});

/** The state registered here, for the typed store hooks (src/state/storeState.ts). */
declare module '../../../state/storeState' {
  interface StoreState extends WithSlice<typeof listBuilderSlice> {}
}
