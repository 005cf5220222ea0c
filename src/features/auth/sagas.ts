import { type SagaIterator } from 'redux-saga';
import { type Task } from 'redux-saga';
import { call, cancel, fork, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { ROLE } from '../../config/constants';
import { paths } from '../../config/paths';
import { putAndRun } from '../../state/callSaga';
import { successRaised } from '../../state/notices';
import {
  selectSessionToken,
  sessionEnded,
  sessionExpired,
  sessionStarted,
} from '../../state/session';
import { sagaServices, selected } from '../../state/typedEffects';
import {
  accountIsCancelled,
  needsProfileCompletion,
  postLoginTarget,
  subscriptionHasEnded,
} from './rules';
import type { LoginData, Profile } from './schemas';
import {
  authReset,
  editProfileCall,
  profileUpdated,
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
  affiliateUpgradeCall,
  profileRefreshWanted,
  reloggedIn,
  sessionOpened,
} from './slice';
import {
  clearSession,
  clearSignOutReason,
  isImpersonatingSuperAdmin,
  readStoredActor,
  readStoredSession,
  rememberSignOutReason,
  storeProfile,
  storeImpersonator,
  storeSession,
  takeRedirectFlag,
} from './storage';

function* endSession(): SagaIterator {
  clearSession();
  yield put(sessionEnded());
  yield put(authReset());
}

/**
 * get-profile runs after login and on reload; a failure keeps the profile we have (the endpoint
 * declares the "system is busy" toast).
 */
function* refreshProfile(token: string): SagaIterator<Profile | null> {
  const outcome = yield* putAndRun(profileCall, {});
  if (outcome.ok) {
    storeProfile(outcome.success.data, token);
    return outcome.success.data;
  }
  return yield* selected(selectProfile);
}

/** Both flags that hide upgrade offers (accounts-money §7 Upgrades); forked by the entry rules. */
function* loadUpgradeOption(): SagaIterator {
  yield* putAndRun(upgradeOptionCall, {});
  yield* putAndRun(affiliateUpgradeCall, {});
}

/** The rules that run once the profile is known, after login or on reload (spec §4). */
function* applyEntryRules(
  profile: Profile,
  mode: 'login' | 'restore',
  next: string | null,
): SagaIterator {
  const { navigate, reloadPage } = yield* sagaServices();
  if (accountIsCancelled(profile, isImpersonatingSuperAdmin(profile))) {
    // Kept signed in to reactivate; on a reload the dashboard's guard sends it back there.
    if (mode === 'login') navigate(paths.cancelledAccount.getHref(), { replace: true });
    return;
  }
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
  yield put(
    sessionStarted({
      token: stored.token,
      userId: stored.profile?.id ?? null,
      actor: readStoredActor(),
    }),
  );
  if (stored.profile) yield put(profileRestored(stored.profile));
  const profile = yield* refreshProfile(stored.token);
  // Unless another session began meanwhile (a switch back from an impersonation, a sign-in).
  if (profile && (yield* selected(selectSessionToken)) === stored.token) {
    yield put(sessionStarted({ token: stored.token, userId: profile.id }));
    yield call(applyEntryRules, profile, 'restore', null);
  }
}

function* signIn(action: ReturnType<typeof signInSubmitted>): SagaIterator {
  const { email, password, next } = action.payload;
  clearSignOutReason();
  const credentials = { email: email.trim(), password };
  const outcome = yield* putAndRun(loginCall, credentials);
  if (!outcome.ok) return;
  yield call(openSession, outcome.success.data, next);
}

/** From the login data on: kept, the profile read, then the entry rules lead the user on. */
function* openSession(loginData: LoginData, next: string | null): SagaIterator {
  clearSignOutReason();
  storeSession(loginData);
  yield put(sessionStarted({ token: loginData.api_token, userId: loginData.id, actor: null }));
  const profile = yield* refreshProfile(loginData.api_token);
  if (profile) yield call(applyEntryRules, profile, 'login', next);
}

function* logout(): SagaIterator {
  const { navigate } = yield* sagaServices();
  yield call(endSession);
  navigate(paths.root.getHref(), { replace: true });
}

function* completeProfile(action: ReturnType<typeof profileCompletionSubmitted>): SagaIterator {
  try {
    const edited = yield* putAndRun(editProfileCall, action.payload);
    if (!edited.ok) return;
    const completed = yield* putAndRun(profileCompleteCall, { profilecomplete_status: 1 });
    if (!completed.ok) return;
    const token = readStoredSession().token;
    if (token) yield* refreshProfile(token);
    const { navigate } = yield* sagaServices();
    yield put(successRaised({ id: 'settings.saved' }));
    navigate(paths.dashboard.home.getHref(), { replace: true });
  } finally {
    yield put(profileCompletionFinished());
  }
}

/** The new session replaces the old one, as a sign-in would, then the profile is read afresh. */
function* relogin(action: ReturnType<typeof reloggedIn>): SagaIterator {
  const { session, impersonator } = action.payload;
  storeSession(session);
  if (impersonator) storeImpersonator(impersonator.api_token);
  yield put(sessionStarted({ token: session.api_token, userId: session.id, actor: null }));
  yield* refreshProfile(session.api_token);
}

export function* authSaga(): SagaIterator {
  // Forked, not called: its first puts still run before the first render (the token is in the
  // store at once), while the watchers below are ready even if get-profile hangs.
  const restoring = (yield fork(restoreSession)) as Task;
  yield takeLatest(signInSubmitted.type, signIn);
  yield takeLatest(
    sessionOpened.type,
    function* openGivenSession(action: ReturnType<typeof sessionOpened>): SagaIterator {
      yield call(openSession, action.payload.session, action.payload.next);
    },
  );
  yield takeEvery(
    [logoutRequested.type, sessionExpired.type],
    function* endRestoreAndLogout(): SagaIterator {
      yield cancel(restoring);
      yield call(logout);
    },
  );
  yield takeLatest(profileCompletionSubmitted.type, completeProfile);
  yield takeLatest(reloggedIn.type, relogin);
  // The account area's changes: the stored copy follows, so a reload shows them too.
  yield takeEvery(profileUpdated.type, (action: ReturnType<typeof profileUpdated>) => {
    const token = readStoredSession().token;
    if (token) storeProfile(action.payload, token);
  });
  yield takeLatest(profileRefreshWanted.type, function* refreshStoredProfile(): SagaIterator {
    const token = readStoredSession().token;
    if (token) yield* refreshProfile(token);
  });
}
