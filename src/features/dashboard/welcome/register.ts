import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../../state/lazyFeatures';
import { welcomeSaga } from './sagas';
import { welcomeSlice } from './slice';

/** Imported by the welcome modal: its state joins the store with it. */
registerFeature({
  reducerPath: welcomeSlice.reducerPath,
  reducer: welcomeSlice.reducer,
  saga: welcomeSaga,
});

declare module '../../../state/storeState' {
  interface StoreState extends WithSlice<typeof welcomeSlice> {}
}
