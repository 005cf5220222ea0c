import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { defineCalls } from '../../state/defineCalls';
import { emailUnsubscribeEndpoint, smsUnsubscribeEndpoint } from './api';

/**
 * The unsubscribe page's calls, one per channel: the page reads the link's state, then sends the
 * recipient's one click. `leading`: a second click while the first is on its way is ignored (and
 * would change nothing at the server either).
 */
const calls = defineCalls('unsubscribe', {
  sms: { endpoint: smsUnsubscribeEndpoint, run: 'leading' },
  email: { endpoint: emailUnsubscribeEndpoint, run: 'leading' },
});

export const unsubscribeCallWatchers = calls.watchers;
export const { sms: smsUnsubscribeCall, email: emailUnsubscribeCall } = calls.calls;

export type UnsubscribeSliceState = typeof calls.initialState & {
  /** Until when (ms since the epoch, the page's clock) the recipient may undo; null: not now. */
  resubscribeUntil: number | null;
};

const initialState: UnsubscribeSliceState = { ...calls.initialState, resubscribeUntil: null };

export const unsubscribeSlice = createSlice({
  name: 'unsubscribe',
  initialState,
  reducers: {
    resubscribeWindowSet(state, action: PayloadAction<number | null>) {
      state.resubscribeUntil = action.payload;
    },
  },
  extraReducers: (builder) => {
    calls.addCases(builder);
  },
  selectors: {
    ...calls.selectors,
    selectResubscribeUntil: (state) => state.resubscribeUntil,
  },
});

export const { resubscribeWindowSet } = unsubscribeSlice.actions;
export const { selectSms, selectEmail, selectResubscribeUntil } = unsubscribeSlice.selectors;
