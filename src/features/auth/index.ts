/** The auth feature's public face (ARCHITECTURE.md: other features import only from here). */
import type { WithSlice } from '@reduxjs/toolkit';
import type { authSlice } from './slice';
export {
  logoutRequested,
  profileRefreshWanted,
  reloggedIn,
  sessionOpened,
  selectProfile,
  selectRole,
  selectUpgradeDisabled,
  selectProfileLoad,
  profileUpdated,
  authSlice,
} from './slice';
export { authSaga } from './sagas';
export type { LoginData, Profile } from './schemas';
export { loginDataSchema, profileSchema } from './schemas';
/** edit-basicuser-profile: the account area saves a Marketplace user's or an admin's name with it. */
export { editBasicUserProfileEndpoint } from './api';
export { needsProfileCompletion, accountIsCancelled } from './rules';
export { isImpersonatingSuperAdmin } from './storage';
/** The profile's load: a saga that asked for a refresh waits for its answer (reactivation). */
export { profileCall } from './slice';

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof authSlice> {}
}
