import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { cardEditorSaga } from './state/sagas';
import { cardEditorSlice } from './state/slice';

/** Imported by the card editor screen: its state joins the store with it. */
registerFeature({
  reducerPath: cardEditorSlice.reducerPath,
  reducer: cardEditorSlice.reducer,
  saga: cardEditorSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof cardEditorSlice> {}
}
