import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { catalogSaga } from './sagas';
import { catalogSlice } from './slice';

/** Imported by the catalogue's pages and by screens that show its selects: joins the store then. */
registerFeature({
  reducerPath: catalogSlice.reducerPath,
  reducer: catalogSlice.reducer,
  saga: catalogSaga,
});

/** The state registered here, for the typed store hooks (src/state/storeState.ts). */
declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof catalogSlice> {}
}
