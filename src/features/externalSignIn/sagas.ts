import type { Auth0Client, User } from '@auth0/auth0-spa-js';
import { type SagaIterator } from 'redux-saga';
import { all, call, put, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { getConfig } from '../../config/env';
import { paths } from '../../config/paths';
import { putAndRun } from '../../state/callSaga';
import { sagaServices } from '../../state/typedEffects';
import { saveExternalProfile } from '../../lib/externalProfile';
import { sessionOpened } from '../auth';
import { type SocialiteLoginRequest, hasAccount } from './api';
import { AUTH0_CONNECTIONS, auth0Refusal, auth0RedirectUri, loadAuth0Client } from './auth0';
import {
  auth0CallbackArrived,
  auth0SignInRequested,
  authorizeCall,
  demoCallbackArrived,
  demoSignInRequested,
  externalSignInReset,
  finishCall,
  finishRetried,
  identityKnown,
  redirectingSet,
  refused,
  tokenCall,
} from './slice';
import { beginTransaction, takeTransaction } from './transaction';

/**
 * The shared end of both providers: socialite-login with the provider's proof. An account with
 * the email → the session opens and auth's entry rules lead the user on (as a sign-in's do); no
 * account → the socialite variables are kept for sign-up and the person goes to /oauth/register.
 * A failure stays on the page with Retry (the proof is kept here, in memory, for it).
 */
export function* finishSignIn(request: SocialiteLoginRequest): SagaIterator {
  for (;;) {
    const outcome = yield* putAndRun(finishCall, request);
    if (outcome.ok) {
      const answer = outcome.success.data;
      if (hasAccount(answer)) {
        yield put(sessionOpened({ session: answer, next: null }));
      } else {
        saveExternalProfile(answer.socialite);
        const { navigate } = yield* sagaServices();
        navigate(paths.oauthRegister.getHref(), { replace: true });
      }
      return;
    }
    yield take(finishRetried.type);
  }
}

/** /oauth/login with the demo provider: a fresh state and nonce, a code, then the callback. */
function* startDemoSignIn(action: ReturnType<typeof demoSignInRequested>): SagaIterator {
  const { state, nonce } = beginTransaction();
  const outcome = yield* putAndRun(authorizeCall, { person: action.payload.person, nonce });
  if (!outcome.ok) return;
  const query = new URLSearchParams({ code: outcome.success.data.code, state });
  const { navigate } = yield* sagaServices();
  // As a provider's redirect would: a new entry, which the callback replaces once it has read it.
  navigate(`${paths.oauthCallback.getHref()}?${query.toString()}`);
}

/**
 * /oauth/callback: `state` checked against the kept one (then forgotten), the code exchanged
 * (once: the provider refuses a second exchange), the nonce checked, then the shared end.
 */
function* finishDemoCallback(action: ReturnType<typeof demoCallbackArrived>): SagaIterator {
  yield put(externalSignInReset());
  const { code, state, error } = action.payload;
  const kept = takeTransaction(state);
  if (!kept.ok) {
    yield put(refused(kept.refusal));
    return;
  }
  if (error || !code) {
    yield put(refused('provider'));
    return;
  }
  const exchanged = yield* putAndRun(tokenCall, { code });
  if (!exchanged.ok) return;
  const token = exchanged.success.data;
  if (token.nonce !== kept.nonce) {
    yield put(refused('nonce'));
    return;
  }
  yield put(identityKnown({ fname: token.socialite.fname, email: token.socialite.email }));
  yield call(finishSignIn, { provider: 'demo', id_token: token.id_token });
}

function auth0Settings() {
  const settings = getConfig().auth0;
  if (!settings) throw new Error('Auth0 is not configured');
  return settings;
}

/** /oauth/login with Auth0: the SDK sends the browser to the chosen connection. */
function* startAuth0SignIn(action: ReturnType<typeof auth0SignInRequested>): SagaIterator {
  yield put(externalSignInReset());
  yield put(redirectingSet(true));
  try {
    const client = (yield call(loadAuth0Client, auth0Settings())) as Auth0Client;
    yield call(() =>
      client.loginWithRedirect({
        authorizationParams: {
          connection: AUTH0_CONNECTIONS[action.payload.connection],
          redirect_uri: auth0RedirectUri(),
        },
      }),
    );
  } catch {
    yield put(refused('provider'));
  }
}

/**
 * /auth0loginCallback: the SDK checks the answer's state and the ID token's nonce (and refuses a
 * replayed answer: its transaction is gone), then the user and the raw ID token are read and
 * the server is given the token, never the email alone.
 */
function* finishAuth0Callback(action: ReturnType<typeof auth0CallbackArrived>): SagaIterator {
  yield put(externalSignInReset());
  let idToken: string;
  try {
    const client = (yield call(loadAuth0Client, auth0Settings())) as Auth0Client;
    yield call(() => client.handleRedirectCallback(action.payload.url));
    const user = (yield call(() => client.getUser())) as User | undefined;
    const claims = (yield call(() => client.getIdTokenClaims())) as { __raw?: string } | undefined;
    if (!claims?.__raw) throw new Error('No ID token');
    idToken = claims.__raw;
    yield put(identityKnown({ fname: user?.name ?? '', email: user?.email ?? '' }));
  } catch (error) {
    // Nothing is logged or reported: the SDK's error may quote the answer it refused.
    yield put(refused(auth0Refusal(error)));
    return;
  }
  yield call(finishSignIn, { provider: 'auth0', id_token: idToken });
}

export function* externalSignInSaga(): SagaIterator {
  yield all([
    takeLeading(demoSignInRequested.type, startDemoSignIn),
    takeLeading(auth0SignInRequested.type, startAuth0SignIn),
    takeLatest(demoCallbackArrived.type, finishDemoCallback),
    takeLatest(auth0CallbackArrived.type, finishAuth0Callback),
  ]);
}
