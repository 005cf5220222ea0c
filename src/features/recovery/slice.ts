import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { defineCalls } from '../../state/defineCalls';
import {
  demoOutboxEndpoint,
  forgotPasswordEndpoint,
  forgotUsernameEndpoint,
  resetLinkStatusEndpoint,
  resetPasswordEndpoint,
} from './api';

/**
 * The recovery pages' calls. The sends and the reset are `leading`: a second click while the
 * first is on its way is ignored. The link's status and the demo's outbox are reads (`latest`).
 */
const calls = defineCalls('recovery', {
  forgotPassword: { endpoint: forgotPasswordEndpoint, run: 'leading' },
  forgotUsername: { endpoint: forgotUsernameEndpoint, run: 'leading' },
  resetLinkStatus: resetLinkStatusEndpoint,
  resetPassword: { endpoint: resetPasswordEndpoint, run: 'leading' },
  demoOutbox: demoOutboxEndpoint,
});

export const recoveryCallWatchers = calls.watchers;
export const {
  forgotPassword: forgotPasswordCall,
  forgotUsername: forgotUsernameCall,
  resetLinkStatus: resetLinkStatusCall,
  resetPassword: resetPasswordCall,
  demoOutbox: demoOutboxCall,
} = calls.calls;

/** Which "forgot" form: the password's (a reset link) or the username's (a reminder). */
export type RecoveryForm = 'password' | 'username';

export type RecoverySliceState = typeof calls.initialState & {
  /** Where the last accepted request of each form asked the server to write (as typed). */
  sentTo: Record<RecoveryForm, string | null>;
  /** From when (ms since the epoch, the page's clock) each form may send again; null: now. */
  resendAt: Record<RecoveryForm, number | null>;
};

const initialState: RecoverySliceState = {
  ...calls.initialState,
  sentTo: { password: null, username: null },
  resendAt: { password: null, username: null },
};

/** The user left a recovery page: its calls and what they sent are forgotten. */
export const recoveryLeft = createAction('recovery/left');

export const recoverySlice = createSlice({
  name: 'recovery',
  initialState,
  reducers: {
    resendWindowSet(state, action: PayloadAction<{ form: RecoveryForm; at: number | null }>) {
      state.resendAt[action.payload.form] = action.payload.at;
    },
    /** "Use another address": back to the form, the typed value kept by the page. */
    sendAgainElsewhere(state, action: PayloadAction<RecoveryForm>) {
      state.sentTo[action.payload] = null;
      state.resendAt[action.payload] = null;
      const slot = action.payload === 'password' ? state.forgotPassword : state.forgotUsername;
      slot.error = null;
      state.demoOutbox = initialState.demoOutbox;
    },
  },
  extraReducers: (builder) => {
    calls.addCases(builder);
    // Matchers run after the calls' own cases for the same actions.
    builder
      .addCase(recoveryLeft, () => initialState)
      .addMatcher(forgotPasswordCall.success.match, (state, action) => {
        state.sentTo.password = action.payload.request.email;
      })
      .addMatcher(forgotUsernameCall.success.match, (state, action) => {
        const request = action.payload.request;
        state.sentTo.username = 'email' in request ? request.email : request.phone_number;
      });
  },
  selectors: {
    ...calls.selectors,
    selectSentTo: (state) => state.sentTo,
    selectResendAt: (state) => state.resendAt,
  },
});

export const { resendWindowSet, sendAgainElsewhere } = recoverySlice.actions;
export const {
  selectForgotPassword,
  selectForgotUsername,
  selectResetLinkStatus,
  selectResetPassword,
  selectDemoOutbox,
  selectSentTo,
  selectResendAt,
} = recoverySlice.selectors;
