import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { defineCalls } from '../../state/defineCalls';
import {
  apiKeyEndpoint,
  changePasswordEndpoint,
  checkAccountPhoneEndpoint,
  editCoachEndpoint,
  editDetailsEndpoint,
  regenerateApiKeyEndpoint,
  revealApiKeyEndpoint,
  updateEmailEndpoint,
  updateMobileEndpoint,
  updateReferralNotesEndpoint,
  updateSecondaryEmailEndpoint,
} from './api';

/**
 * The account area's calls. Changes are `leading`: a second click while the first is on its way
 * is ignored. The mobile's check and update run in turn (`sequence`, sagas.ts). The key's summary
 * is a read; Reveal and Regenerate put the whole key in the store only while the page shows it.
 */
const calls = defineCalls('account', {
  editDetails: { endpoint: editDetailsEndpoint, run: 'leading' },
  editCoach: { endpoint: editCoachEndpoint, run: 'leading' },
  changePassword: { endpoint: changePasswordEndpoint, run: 'leading' },
  checkPhone: { endpoint: checkAccountPhoneEndpoint, run: 'sequence' },
  updateMobile: { endpoint: updateMobileEndpoint, run: 'sequence' },
  updateEmail: { endpoint: updateEmailEndpoint, run: 'leading' },
  updateSecondaryEmail: { endpoint: updateSecondaryEmailEndpoint, run: 'leading' },
  updateReferralNotes: { endpoint: updateReferralNotesEndpoint, run: 'leading' },
  apiKey: apiKeyEndpoint,
  revealApiKey: { endpoint: revealApiKeyEndpoint, run: 'leading' },
  regenerateApiKey: { endpoint: regenerateApiKeyEndpoint, run: 'leading' },
});

export const accountCallWatchers = calls.watchers;
export const {
  editDetails: editDetailsCall,
  editCoach: editCoachCall,
  changePassword: changePasswordCall,
  checkPhone: checkPhoneCall,
  updateMobile: updateMobileCall,
  updateEmail: updateEmailCall,
  updateSecondaryEmail: updateSecondaryEmailCall,
  updateReferralNotes: updateReferralNotesCall,
  apiKey: apiKeyCall,
  revealApiKey: revealApiKeyCall,
  regenerateApiKey: regenerateApiKeyCall,
} = calls.calls;

/** The mobile form was sent: the number is checked, then saved (sagas.ts). */
export const mobileSubmitted = createAction<{ phone_no: string }>('account/mobileSubmitted');

export type AccountSliceState = typeof calls.initialState & {
  /** The spec's loader after a profile change (2000 ms, accounts-money §9). */
  updating: boolean;
  /** Sending the mobile form: covers its two calls, so Save cannot be pressed twice. */
  savingMobile: boolean;
};

const initialState: AccountSliceState = {
  ...calls.initialState,
  updating: false,
  savingMobile: false,
};

export const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    updatingShown(state, action: PayloadAction<boolean>) {
      state.updating = action.payload;
    },
    mobileFinished(state) {
      state.savingMobile = false;
    },
    /** The whole key leaves the store when the page hides it or is left. */
    apiKeyHidden(state) {
      state.revealApiKey = initialState.revealApiKey;
      state.regenerateApiKey = initialState.regenerateApiKey;
    },
  },
  extraReducers: (builder) => {
    calls.addCases(builder);
    builder.addCase(mobileSubmitted, (state) => {
      state.savingMobile = true;
    });
  },
  selectors: {
    ...calls.selectors,
    selectUpdating: (state) => state.updating,
    selectSavingMobile: (state) => state.savingMobile,
  },
});

export const { updatingShown, mobileFinished, apiKeyHidden } = accountSlice.actions;
export const {
  selectEditDetails,
  selectEditCoach,
  selectChangePassword,
  selectCheckPhone,
  selectUpdateMobile,
  selectUpdateEmail,
  selectUpdateSecondaryEmail,
  selectUpdateReferralNotes,
  selectApiKey,
  selectRevealApiKey,
  selectRegenerateApiKey,
  selectUpdating,
  selectSavingMobile,
} = accountSlice.selectors;
