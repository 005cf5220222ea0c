import { createAction, createSlice } from '@reduxjs/toolkit';
import { defineCalls } from '../../state/defineCalls';
import {
  type Side,
  type ViewableUser,
  allowProAccessEndpoint,
  endImpersonationEndpoint,
  impersonateEndpoint,
  impersonationAuditEndpoint,
  switchAccountEndpoint,
  viewableUsersEndpoint,
} from './api';

/**
 * Switching sides and impersonation. The switches are `leading`: a second click while one is on
 * its way is the same switch. The users and the audit trail are reads for the admin's dialog.
 */
const calls = defineCalls('accountSwitch', {
  switchAccount: { endpoint: switchAccountEndpoint, run: 'sequence' },
  impersonate: { endpoint: impersonateEndpoint, run: 'sequence' },
  endImpersonation: { endpoint: endImpersonationEndpoint, run: 'sequence' },
  viewableUsers: viewableUsersEndpoint,
  audit: impersonationAuditEndpoint,
  allowProAccess: { endpoint: allowProAccessEndpoint, run: 'sequence' },
});

export const accountSwitchCallWatchers = calls.watchers;
export const {
  switchAccount: switchAccountCall,
  impersonate: impersonateCall,
  endImpersonation: endImpersonationCall,
  viewableUsers: viewableUsersCall,
  audit: auditCall,
  allowProAccess: allowProAccessCall,
} = calls.calls;

/** Intents: the sagas turn them into calls and a new session. */
export const sideSwitchRequested = createAction<Side>('accountSwitch/sideSwitchRequested');
export const viewAsRequested = createAction<ViewableUser>('accountSwitch/viewAsRequested');
export const switchBackRequested = createAction<'superAdmin' | 'proAdmin'>(
  'accountSwitch/switchBackRequested',
);
export const proAccessToggled = createAction<boolean>('accountSwitch/proAccessToggled');
export const switchFinished = createAction('accountSwitch/switchFinished');

export type AccountSwitchState = typeof calls.initialState & {
  /** A switch, an impersonation or a way back is under way: the controls wait for it. */
  switching: boolean;
};

const initialState: AccountSwitchState = { ...calls.initialState, switching: false };

export const accountSwitchSlice = createSlice({
  name: 'accountSwitch',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    calls.addCases(builder);
    builder
      .addCase(sideSwitchRequested, (state) => {
        state.switching = true;
      })
      .addCase(viewAsRequested, (state) => {
        state.switching = true;
      })
      .addCase(switchBackRequested, (state) => {
        state.switching = true;
      })
      .addCase(switchFinished, (state) => {
        state.switching = false;
      });
  },
  selectors: {
    ...calls.selectors,
    selectSwitching: (state) => state.switching,
  },
});

export const { selectViewableUsers, selectAudit, selectAllowProAccess, selectSwitching } =
  accountSwitchSlice.selectors;
