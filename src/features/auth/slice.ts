import { type PayloadAction, createAction, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { type CallState, addCallCases, createCall, initialCallState } from '../../state/callState';
import {
  editBasicUserProfileEndpoint,
  getProfileEndpoint,
  loginEndpoint,
  showUpgradeOptionEndpoint,
  affiliateUpgradeEndpoint,
  updateProfileCompleteEndpoint,
  type EditProfileRequest,
} from './api';
import type { LoginData, Profile, UpgradeOption } from './schemas';

export const loginCall = createCall('auth/login', loginEndpoint);
export const profileCall = createCall('auth/profile', getProfileEndpoint);
export const upgradeOptionCall = createCall('auth/upgradeOption', showUpgradeOptionEndpoint);
export const affiliateUpgradeCall = createCall('auth/affiliateUpgrade', affiliateUpgradeEndpoint);
export const editProfileCall = createCall('auth/editProfile', editBasicUserProfileEndpoint);
export const profileCompleteCall = createCall(
  'auth/profileComplete',
  updateProfileCompleteEndpoint,
);

/** Intents the UI dispatches; the sagas turn them into calls. */
export const signInSubmitted = createAction<{
  email: string;
  password: string;
  next: string | null;
}>('auth/signInSubmitted');
export const logoutRequested = createAction('auth/logoutRequested');
/**
 * Signs in again as other accounts without the form (basic → pro, accounts-money §4): `session`
 * is who the app now acts as, `impersonator` the account whose token is kept to switch back to.
 */
export const reloggedIn = createAction<{ session: LoginData; impersonator: LoginData | null }>(
  'auth/reloggedIn',
);
/**
 * A session obtained without the sign-in form (sign-up's register, a password reset, an external
 * provider): it is kept and led on exactly as a sign-in's is (accounts-money §4 entry rules).
 */
export const sessionOpened = createAction<{ session: LoginData; next: string | null }>(
  'auth/sessionOpened',
);
/** Something changed the profile on the server (a top-up, auto fund): fetch it again. */
export const profileRefreshWanted = createAction('auth/profileRefreshWanted');
export const profileCompletionSubmitted = createAction<EditProfileRequest>(
  'auth/profileCompletionSubmitted',
);

export interface AuthState {
  /** The signed-in user's profile: from login data first, then refreshed by get-profile. */
  profile: Profile | null;
  login: CallState<LoginData>;
  profileLoad: CallState<Profile>;
  upgradeOption: CallState<UpgradeOption>;
  affiliateUpgrade: CallState<UpgradeOption>;
  editProfile: CallState<Profile>;
  profileComplete: CallState<{ profilecomplete_status: number }>;
  /** Sending the profile-completion form: covers its three calls, so the button cannot be pressed twice. */
  completingProfile: boolean;
}

const initialState: AuthState = {
  profile: null,
  login: initialCallState(),
  profileLoad: initialCallState(),
  upgradeOption: initialCallState(),
  affiliateUpgrade: initialCallState(),
  editProfile: initialCallState(),
  profileComplete: initialCallState(),
  completingProfile: false,
};

function withoutToken({ api_token: _token, ...profile }: LoginData): Profile {
  return profile;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    profileRestored(state, action: PayloadAction<Profile>) {
      state.profile = action.payload;
    },
    /** A change made elsewhere (the account area) answered with the profile the server kept. */
    profileUpdated(state, action: PayloadAction<Profile>) {
      state.profile = action.payload;
    },
    profileCompletionFinished(state) {
      state.completingProfile = false;
    },
    authReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    addCallCases(builder, loginCall, (state) => state.login);
    addCallCases(builder, profileCall, (state) => state.profileLoad);
    addCallCases(builder, upgradeOptionCall, (state) => state.upgradeOption);
    addCallCases(builder, affiliateUpgradeCall, (state) => state.affiliateUpgrade);
    addCallCases(builder, editProfileCall, (state) => state.editProfile);
    addCallCases(builder, profileCompleteCall, (state) => state.profileComplete);
    // Matchers, because RTK allows one case per action type and the trio cases are taken above.
    builder
      .addCase(profileCompletionSubmitted, (state) => {
        state.completingProfile = true;
      })
      .addCase(reloggedIn, (state, action) => {
        state.profile = withoutToken(action.payload.session);
      })
      .addCase(sessionOpened, (state, action) => {
        state.profile = withoutToken(action.payload.session);
      })
      .addMatcher(loginCall.success.match, (state, action) => {
        state.profile = withoutToken(action.payload.data);
      })
      .addMatcher(isAnyOf(profileCall.success, editProfileCall.success), (state, action) => {
        state.profile = action.payload.data;
      });
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectRole: (state) => state.profile?.role_id ?? null,
    selectLoginState: (state) => state.login,
    selectProfileLoad: (state) => state.profileLoad,
    selectEditProfile: (state) => state.editProfile,
    selectProfileComplete: (state) => state.profileComplete,
    selectCompletingProfile: (state) => state.completingProfile,
    /** Upgrade offers are hidden when the user's account or their referring affiliate says so. */
    selectUpgradeDisabled: (state) =>
      state.upgradeOption.data?.disable_upgrade === 'yes' ||
      state.affiliateUpgrade.data?.disable_upgrade === 'yes',
  },
});

export const { profileRestored, profileUpdated, profileCompletionFinished, authReset } =
  authSlice.actions;
export const {
  selectProfile,
  selectRole,
  selectLoginState,
  selectProfileLoad,
  selectEditProfile,
  selectProfileComplete,
  selectCompletingProfile,
  selectUpgradeDisabled,
} = authSlice.selectors;
