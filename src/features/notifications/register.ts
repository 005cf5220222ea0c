import type { WithSlice } from '@reduxjs/toolkit';
import { registerFeature } from '../../state/lazyFeatures';
import { notificationsSaga } from './sagas';
import { notificationsSlice } from './slice';

/** Imported by the bell: the notifications' state and poll join the store with the dashboard. */
registerFeature({
  reducerPath: notificationsSlice.reducerPath,
  reducer: notificationsSlice.reducer,
  saga: notificationsSaga,
});

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof notificationsSlice> {}
}
