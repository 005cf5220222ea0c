import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { defineCalls } from '../../state/defineCalls';
import { demoAuthorizeEndpoint, demoTokenEndpoint, socialiteLoginEndpoint } from './api';
import type { Auth0Connection } from './auth0';

/** The sequences' calls: each runs as one step of a saga (sagas.ts), never from a watcher. */
const calls = defineCalls('externalSignIn', {
  authorize: { endpoint: demoAuthorizeEndpoint, run: 'sequence' },
  token: { endpoint: demoTokenEndpoint, run: 'sequence' },
  finish: { endpoint: socialiteLoginEndpoint, run: 'sequence' },
});

export const { authorize: authorizeCall, token: tokenCall, finish: finishCall } = calls.calls;

/**
 * Why a callback was refused without finishing: no sign-in kept for it (finished already,
 * replayed, or started in another tab), a `state` that is not the kept one, a nonce that is not
 * the kept one, or the provider's own refusal (the person cancelled, Auth0 said no).
 */
export type Refusal = 'missing' | 'mismatch' | 'nonce' | 'provider';

export type ExternalSignInState = typeof calls.initialState & {
  refusal: Refusal | null;
  /** Who the provider says signed in (untrusted text), shown while the sign-in finishes. */
  identity: { fname: string; email: string } | null;
  /** The page is on its way to Auth0. */
  redirecting: boolean;
};

const initialState: ExternalSignInState = {
  ...calls.initialState,
  refusal: null,
  identity: null,
  redirecting: false,
};

/** Intents of the pages; sagas.ts runs them. */
export const demoSignInRequested = createAction<{ person: string }>(
  'externalSignIn/demoSignInRequested',
);
export const auth0SignInRequested = createAction<{ connection: Auth0Connection }>(
  'externalSignIn/auth0SignInRequested',
);
/** What /oauth/callback read from its URL (then dropped from the address bar). */
export const demoCallbackArrived = createAction<{
  code: string | null;
  state: string | null;
  error: string | null;
}>('externalSignIn/demoCallbackArrived');
/** /auth0loginCallback's URL as it arrived, for the SDK to read. */
export const auth0CallbackArrived = createAction<{ url: string }>(
  'externalSignIn/auth0CallbackArrived',
);
/** Retry of the last step (socialite-login) after it failed. */
export const finishRetried = createAction('externalSignIn/finishRetried');

export const externalSignInSlice = createSlice({
  name: 'externalSignIn',
  initialState,
  reducers: {
    externalSignInReset: () => initialState,
    refused(state, action: PayloadAction<Refusal>) {
      state.refusal = action.payload;
      state.redirecting = false;
    },
    identityKnown(state, action: PayloadAction<{ fname: string; email: string }>) {
      state.identity = action.payload;
    },
    redirectingSet(state, action: PayloadAction<boolean>) {
      state.redirecting = action.payload;
    },
  },
  extraReducers: (builder) => {
    calls.addCases(builder);
  },
  selectors: {
    ...calls.selectors,
    selectRefusal: (state) => state.refusal,
    selectIdentity: (state) => state.identity,
    selectRedirecting: (state) => state.redirecting,
  },
});

export const { externalSignInReset, refused, identityKnown, redirectingSet } =
  externalSignInSlice.actions;
export const {
  selectAuthorize,
  selectToken,
  selectFinish,
  selectRefusal,
  selectIdentity,
  selectRedirecting,
} = externalSignInSlice.selectors;
