/** The auth feature's public face (ARCHITECTURE.md: other features import only from here). */
export {
  logoutRequested,
  selectProfile,
  selectRole,
  selectUpgradeDisabled,
  selectProfileLoad,
  authSlice,
} from './slice';
export { authSaga } from './sagas';
export type { Profile } from './schemas';
export { needsProfileCompletion } from './rules';
