import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { importSaga } from './import/importSaga';
import { importSlice } from './import/importSlice';
import { contactsSaga } from './sagas';
import { contactsSlice } from './slice';

/** Imported by the contacts screens and modals: their state joins the store then. */
registerFeature({
  reducerPath: contactsSlice.reducerPath,
  reducer: contactsSlice.reducer,
  saga: contactsSaga,
});
registerFeature({
  reducerPath: importSlice.reducerPath,
  reducer: importSlice.reducer,
  saga: importSaga,
});

/** The state registered here, for the typed store hooks (src/state/storeState.ts). */
declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof contactsSlice>, WithSlice<typeof importSlice> {}
}
