import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { integrationsSaga } from './sagas';
import { integrationsSlice } from './slice';

/** Imported by the integrations page and the notification settings: their state joins the store with them. */
registerFeature({
  reducerPath: integrationsSlice.reducerPath,
  reducer: integrationsSlice.reducer,
  saga: integrationsSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof integrationsSlice> {}
}
