import { type SagaIterator } from 'redux-saga';
import { all, put, take, takeLeading } from 'redux-saga/effects';
import { ROLE } from '../../config/constants';
import { paths } from '../../config/paths';
import { putAndRun } from '../../state/callSaga';
import { successRaised } from '../../state/notices';
import {
  type SessionActor,
  selectSessionActor,
  selectSessionToken,
  sessionStarted,
} from '../../state/session';
import { sagaServices, selected } from '../../state/typedEffects';
import {
  type LoginData,
  profileCall,
  profileRefreshWanted,
  profileUpdated,
  selectProfile,
} from '../auth';
import { modalClosed } from '../shell';
import {
  accountSwitchCallWatchers,
  allowProAccessCall,
  endImpersonationCall,
  impersonateCall,
  proAccessToggled,
  sideSwitchRequested,
  switchAccountCall,
  switchBackRequested,
  switchFinished,
  viewAsRequested,
} from './slice';
import {
  type SwitchBack,
  clearWayBack,
  keepActor,
  keepProAdminToken,
  keepSuperAdminToken,
  keepToken,
  switchBackToken,
} from './storage';

/**
 * The app now runs as `login`: kept as a sign-in would be, the menu back on its first item and
 * the user on /dashboard (accounts-money §4 "Account switching"), the profile read afresh.
 */
function* becomeSession(login: LoginData, actor: SessionActor | null): SagaIterator {
  // The token first: the auth saga keeps the profile below (logindata) beside the stored token.
  keepToken(login.api_token);
  keepActor(actor);
  yield put(sessionStarted({ token: login.api_token, userId: login.id, actor }));
  const { api_token: _token, ...profile } = login;
  yield put(profileUpdated(profile));
  const { navigate } = yield* sagaServices();
  navigate(paths.dashboard.home.getHref());
  yield put(profileRefreshWanted());
}

/**
 * The top bar's switch. Back to Design Studio from the Marketplace account a PRO admin switched to
 * is the way back to their own token; otherwise the server signs in as the linked account (and
 * answers with the PRO admin's sign-in to keep, from Design Studio). An admin viewing as someone
 * stays the one acting.
 */
function* switchSide(action: ReturnType<typeof sideSwitchRequested>): SagaIterator {
  try {
    if (action.payload === 'designStudio' && switchBackToken('proAdmin')) {
      yield* wayBack('proAdmin');
      return;
    }
    const outcome = yield* putAndRun(switchAccountCall, { side: action.payload });
    if (!outcome.ok) return;
    const { session, impersonator } = outcome.success.data;
    if (impersonator) keepProAdminToken(impersonator.api_token);
    yield* becomeSession(session, yield* selected(selectSessionActor));
  } finally {
    yield put(switchFinished());
  }
}

/** View as: a super admin (any user) or a PRO admin (their basic users who allow it). */
function* viewAs(action: ReturnType<typeof viewAsRequested>): SagaIterator {
  try {
    const admin = yield* selected(selectProfile);
    const token = yield* selected(selectSessionToken);
    if (!admin || !token) return;
    const outcome = yield* putAndRun(impersonateCall, { user_id: action.payload.id });
    if (!outcome.ok) return;
    const { session, actor } = outcome.success.data;
    const kind = admin.role_id === ROLE.superAdmin ? 'superAdmin' : 'proAdmin';
    if (kind === 'superAdmin') keepSuperAdminToken(token);
    else keepProAdminToken(token);
    const name = `${actor.fname} ${actor.lname}`.trim();
    // The dialog it was chosen in closes: the app is now theirs.
    yield put(modalClosed());
    yield* becomeSession(session, { id: actor.id, name, kind });
  } finally {
    yield put(switchFinished());
  }
}

/**
 * 'Switch to Super Admin' / 'Switch to PRO Admin': the server closes the impersonation (called
 * with its token, before it is dropped), the stored token is restored, then cleared (§4).
 */
function* wayBack(kind: SwitchBack): SagaIterator {
  const token = switchBackToken(kind);
  if (!token) return;
  const actor = yield* selected(selectSessionActor);
  const leaving = yield* selected(selectSessionToken);
  // Back to a PRO admin whom a super admin is viewing as: the super admin still acts.
  const stillActing = kind === 'proAdmin' && actor?.kind === 'superAdmin' ? actor : null;
  clearWayBack(kind);
  keepToken(token);
  keepActor(stillActing);
  yield put(sessionStarted({ token, userId: null, actor: stillActing }));
  if (actor && !stillActing && leaving)
    yield* putAndRun(endImpersonationCall, { impersonation_token: leaving });
  yield put(profileRefreshWanted());
  const answer = (yield take([profileCall.success.type, profileCall.failure.type])) as {
    type: string;
  };
  if (answer.type !== profileCall.success.type) return;
  const { navigate } = yield* sagaServices();
  navigate(paths.dashboard.home.getHref());
}

function* switchBack(action: ReturnType<typeof switchBackRequested>): SagaIterator {
  try {
    yield* wayBack(action.payload);
  } finally {
    yield put(switchFinished());
  }
}

/** 'Allow PRO Access' (accounts-money §6): the switch, then the success toast for 3 seconds. */
function* toggleProAccess(action: ReturnType<typeof proAccessToggled>): SagaIterator {
  const outcome = yield* putAndRun(allowProAccessCall, {
    basicuser_allowimpersonate_toproadmin: action.payload ? '1' : '0',
  });
  if (!outcome.ok) return;
  yield put(profileUpdated(outcome.success.data));
  yield put(successRaised({ id: action.payload ? 'switch.proAccess.on' : 'switch.proAccess.off' }));
}

export function* accountSwitchSaga(): SagaIterator {
  yield all([
    ...accountSwitchCallWatchers,
    takeLeading(sideSwitchRequested.type, switchSide),
    takeLeading(viewAsRequested.type, viewAs),
    takeLeading(switchBackRequested.type, switchBack),
    takeLeading(proAccessToggled.type, toggleProAccess),
  ]);
}
