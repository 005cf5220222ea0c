import { type SagaIterator } from 'redux-saga';
import { type Task } from 'redux-saga';
import {
  call,
  cancel,
  fork,
  getContext,
  put,
  select,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import { ROLE } from '../../config/constants';
import { getConfig } from '../../config/env';
import { paths } from '../../config/paths';
import { runCall, type CallOutcome } from '../../state/callSaga';
import { genericErrorRaised, successRaised } from '../../state/notices';
import {
  SERVICES_KEY,
  type SagaServices,
  sessionEnded,
  sessionExpired,
  sessionStarted,
} from '../../state/session';
import {
  type EditProfileRequest,
  editBasicUserProfileEndpoint,
  getProfileEndpoint,
  loginEndpoint,
  showUpgradeOptionEndpoint,
  updateProfileCompleteEndpoint,
} from './api';
import { needsProfileCompletion, postLoginTarget, subscriptionHasEnded } from './rules';
import type { LoginData, Profile } from './schemas';
import {
  authReset,
  editProfileCall,
  loginCall,
  logoutRequested,
  profileCall,
  profileCompleteCall,
  profileCompletionFinished,
  profileCompletionSubmitted,
  profileRestored,
  selectProfile,
  signInSubmitted,
  upgradeOptionCall,
} from './slice';
import {
  clearSession,
  clearSignOutReason,
  isImpersonatingSuperAdmin,
  readStoredSession,
  rememberSignOutReason,
  storeProfile,
  storeSession,
  takeRedirectFlag,
} from './storage';

function* services(): SagaIterator<SagaServices> {
  return (yield getContext(SERVICES_KEY)) as SagaServices;
}

function* endSession(): SagaIterator {
  clearSession();
  yield put(sessionEnded());
  yield put(authReset());
}

/** get-profile runs after login and on reload; a failure keeps the profile we have and says so. */
function* refreshProfile(token: string): SagaIterator<Profile | null> {
  yield put(profileCall.request({}));
  const outcome = (yield call(
    runCall<Record<string, never>, Profile>,
    getProfileEndpoint,
    profileCall,
    {},
  )) as CallOutcome<Record<string, never>, Profile>;
  if (outcome.ok) {
    storeProfile(outcome.success.data, token);
    return outcome.success.data;
  }
  if (outcome.failure.error.httpStatus !== 401) {
    yield put(
      genericErrorRaised({ id: 'error.profileBusy', values: { email: getConfig().supportEmail } }),
    );
  }
  return (yield select(selectProfile)) as Profile | null;
}

function* loadUpgradeOption(): SagaIterator {
  yield put(upgradeOptionCall.request({}));
  yield call(
    runCall<Record<string, never>, { disable_upgrade: 'yes' | 'no' }>,
    showUpgradeOptionEndpoint,
    upgradeOptionCall,
    {},
  );
}

/** The rules that run once the profile is known, after login or on reload (spec §4). */
function* applyEntryRules(
  profile: Profile,
  mode: 'login' | 'restore',
  next: string | null,
): SagaIterator {
  const { navigate, reloadPage } = (yield call(services)) as SagaServices;
  if (subscriptionHasEnded(profile, isImpersonatingSuperAdmin(profile))) {
    rememberSignOutReason('subscription');
    yield call(endSession);
    navigate(paths.root.getHref(), { replace: true });
    reloadPage();
    return;
  }
  if (profile.role_id === ROLE.marketplace) yield fork(loadUpgradeOption);
  if (needsProfileCompletion(profile)) {
    navigate(paths.settings.getHref(), { replace: true });
    return;
  }
  if (mode === 'login') navigate(postLoginTarget(takeRedirectFlag(), next), { replace: true });
}

function* restoreSession(): SagaIterator {
  const stored = readStoredSession();
  if (!stored.token) return;
  yield put(sessionStarted({ token: stored.token, userId: stored.profile?.id ?? null }));
  if (stored.profile) yield put(profileRestored(stored.profile));
  const profile = (yield call(refreshProfile, stored.token)) as Profile | null;
  if (profile) {
    yield put(sessionStarted({ token: stored.token, userId: profile.id }));
    yield call(applyEntryRules, profile, 'restore', null);
  }
}

function* signIn(action: ReturnType<typeof signInSubmitted>): SagaIterator {
  const { email, password, next } = action.payload;
  clearSignOutReason();
  const credentials = { email: email.trim(), password };
  yield put(loginCall.request(credentials));
  const outcome = (yield call(
    runCall<typeof credentials, LoginData>,
    loginEndpoint,
    loginCall,
    credentials,
  )) as CallOutcome<typeof credentials, LoginData>;
  if (!outcome.ok) return;
  const loginData = outcome.success.data;
  storeSession(loginData);
  yield put(sessionStarted({ token: loginData.api_token, userId: loginData.id }));
  const profile = (yield call(refreshProfile, loginData.api_token)) as Profile | null;
  if (profile) yield call(applyEntryRules, profile, 'login', next);
}

function* logout(): SagaIterator {
  const { navigate } = (yield call(services)) as SagaServices;
  yield call(endSession);
  navigate(paths.root.getHref(), { replace: true });
}

function* completeProfile(action: ReturnType<typeof profileCompletionSubmitted>): SagaIterator {
  try {
    yield put(editProfileCall.request(action.payload));
    const edited = (yield call(
      runCall<EditProfileRequest, Profile>,
      editBasicUserProfileEndpoint,
      editProfileCall,
      action.payload,
    )) as CallOutcome<unknown, Profile>;
    if (!edited.ok) return;
    const flag = { profilecomplete_status: 1 as const };
    yield put(profileCompleteCall.request(flag));
    const completed = (yield call(
      runCall<{ profilecomplete_status: 1 }, { profilecomplete_status: number }>,
      updateProfileCompleteEndpoint,
      profileCompleteCall,
      flag,
    )) as CallOutcome<unknown, unknown>;
    if (!completed.ok) return;
    const token = readStoredSession().token;
    if (token) yield call(refreshProfile, token);
    const { navigate } = (yield call(services)) as SagaServices;
    yield put(successRaised({ id: 'settings.saved' }));
    navigate(paths.dashboard.home.getHref(), { replace: true });
  } finally {
    yield put(profileCompletionFinished());
  }
}

export function* authSaga(): SagaIterator {
  // Forked, not called: its first puts still run before the first render (the token is in the
  // store at once), while the watchers below are ready even if get-profile hangs.
  const restoring = (yield fork(restoreSession)) as Task;
  yield takeLatest(signInSubmitted.type, signIn);
  yield takeEvery(
    [logoutRequested.type, sessionExpired.type],
    function* endRestoreAndLogout(): SagaIterator {
      yield cancel(restoring);
      yield call(logout);
    },
  );
  yield takeLatest(profileCompletionSubmitted.type, completeProfile);
}
