import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';

/**
 * The session token and user id every call needs. The auth feature starts and ends the session;
 * call workers only read it.
 */
export interface SessionState {
  token: string | null;
  userId: number | null;
  /** Who acts, while an admin views the app as this user (issue 29); null otherwise. */
  actor: SessionActor | null;
}

/** The admin behind an impersonation: named on the banner, sent with every call. */
export interface SessionActor {
  id: number;
  name: string;
  kind: 'superAdmin' | 'proAdmin';
}

const initialState: SessionState = { token: null, userId: null, actor: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(
      state,
      action: PayloadAction<{ token: string; userId: number | null; actor?: SessionActor | null }>,
    ) {
      state.token = action.payload.token;
      state.userId = action.payload.userId;
      // A restart of the same session (a profile read) keeps who acts; a new session names it.
      if (action.payload.actor !== undefined) state.actor = action.payload.actor;
    },
    sessionEnded() {
      return initialState;
    },
  },
  selectors: {
    selectSessionToken: (state) => state.token,
    selectSessionUserId: (state) => state.userId,
    selectSessionActor: (state) => state.actor,
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
export const { selectSessionToken, selectSessionUserId, selectSessionActor } =
  sessionSlice.selectors;

/** Any authenticated call answered 401: the auth saga logs the user out (issue 2, "A 401 from any call logs out"). */
export const sessionExpired = createAction('session/expired');

/** Effects the sagas need from the outside world, passed as saga context so tests can observe them. */
export interface SagaServices {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  reloadPage: () => void;
  fetchVersionFile: () => Promise<unknown>;
  clearCaches: () => Promise<void>;
  /** Hands a file to the browser to download (the template PDF, exports). */
  saveFile: (file: SavedFile) => void;
  /** Milliseconds between polls of a long server job (a contact list's import); tests shorten it. */
  pollIntervalMs: number;
}

export interface SavedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export const SERVICES_KEY = 'services';
