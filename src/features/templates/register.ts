import type { WithSlice } from '@reduxjs/toolkit';
import '../catalog';
import { registerFeature } from '../../state/lazyFeatures';
import { templatesSaga } from './sagas';
import { templatesSlice } from './slice';

/** Imported by the template screens: the templates state (and the catalogue's) joins the store. */
registerFeature({
  reducerPath: templatesSlice.reducerPath,
  reducer: templatesSlice.reducer,
  saga: templatesSaga,
});

/** The state registered here, for the typed store hooks (src/state/storeState.ts). */
declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof templatesSlice> {}
}
