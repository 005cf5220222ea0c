/** The auth feature's public face (ARCHITECTURE.md: other features import only from here). */
import type { WithSlice } from '@reduxjs/toolkit';
import type { authSlice } from './slice';
export {
  logoutRequested,
  profileRefreshWanted,
  selectProfile,
  selectRole,
  selectUpgradeDisabled,
  selectProfileLoad,
  authSlice,
} from './slice';
export { authSaga } from './sagas';
export type { Profile } from './schemas';
export { needsProfileCompletion } from './rules';

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof authSlice> {}
}
