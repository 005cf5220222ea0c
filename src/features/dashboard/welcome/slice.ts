import { createSlice } from '@reduxjs/toolkit';
import { defineCalls } from '../../../state/defineCalls';
import { firstLoginSeenEndpoint } from './api';

/** The welcome's one call: `leading`, as closing twice says the same thing once. */
const calls = defineCalls('welcome', {
  firstLoginSeen: { endpoint: firstLoginSeenEndpoint, run: 'leading' },
});

export const welcomeCallWatchers = calls.watchers;
export const { firstLoginSeen: firstLoginSeenCall } = calls.calls;

export const welcomeSlice = createSlice({
  name: 'welcome',
  initialState: calls.initialState,
  reducers: {},
  extraReducers: (builder) => {
    calls.addCases(builder);
  },
  selectors: { ...calls.selectors },
});
