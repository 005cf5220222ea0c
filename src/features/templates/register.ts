import type { WithSlice } from '@reduxjs/toolkit';
import '../catalog';
import { registerFeature } from '../../state/lazyFeatures';
import { templateReadsSaga } from './readsSaga';
import { templateReadsSlice } from './readsSlice';
import { templatesSaga } from './sagas';
import { templatesSlice } from './slice';

/** Imported by the template screens: the templates state (and the catalogue's) joins the store. */
registerFeature({
  reducerPath: templatesSlice.reducerPath,
  reducer: templatesSlice.reducer,
  saga: templatesSaga,
});
registerFeature({
  reducerPath: templateReadsSlice.reducerPath,
  reducer: templateReadsSlice.reducer,
  saga: templateReadsSaga,
});

/** The state registered here, for the typed store hooks (src/state/storeState.ts). */
declare module '../../state/storeState' {
  interface StoreState
    extends WithSlice<typeof templatesSlice>, WithSlice<typeof templateReadsSlice> {}
}
