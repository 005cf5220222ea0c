import { createSlice } from '@reduxjs/toolkit';
import { defineCalls } from '../../state/defineCalls';
import {
  notificationSettingsEndpoint,
  removeWebhookEndpoint,
  saveNotificationSettingsEndpoint,
  saveWebhookEndpoint,
  sendTestEventEndpoint,
  webhookEndpoint,
} from './api';

/**
 * The integrations page's calls. Changes are `leading`: a second click while the first is on its
 * way is ignored, so a save is sent once per click. After a change the webhook is read again
 * (sagas.ts), so the page shows what the server kept and the test events it recorded.
 */
const calls = defineCalls('integrations', {
  webhook: webhookEndpoint,
  saveWebhook: { endpoint: saveWebhookEndpoint, run: 'leading' },
  removeWebhook: { endpoint: removeWebhookEndpoint, run: 'leading' },
  sendTestEvent: { endpoint: sendTestEventEndpoint, run: 'leading' },
  notificationSettings: notificationSettingsEndpoint,
  saveNotificationSettings: { endpoint: saveNotificationSettingsEndpoint, run: 'leading' },
});

export const integrationsCallWatchers = calls.watchers;
export const {
  webhook: webhookCall,
  saveWebhook: saveWebhookCall,
  removeWebhook: removeWebhookCall,
  sendTestEvent: sendTestEventCall,
  notificationSettings: notificationSettingsCall,
  saveNotificationSettings: saveNotificationSettingsCall,
} = calls.calls;

export const integrationsSlice = createSlice({
  name: 'integrations',
  initialState: calls.initialState,
  reducers: {
    /** The page was left: its changes' outcomes are not shown again on the next visit. */
    integrationsPageLeft(state) {
      for (const slot of ['saveWebhook', 'removeWebhook', 'sendTestEvent'] as const)
        Object.assign(state[slot], calls.initialState[slot]);
    },
  },
  extraReducers: (builder) => {
    calls.addCases(builder);
    // What a save kept is the user's settings from then on.
    builder.addMatcher(saveNotificationSettingsCall.success.match, (state, action) => {
      state.notificationSettings.data = action.payload.data;
    });
  },
  selectors: calls.selectors,
});

export const { integrationsPageLeft } = integrationsSlice.actions;
export const {
  selectWebhook,
  selectSaveWebhook,
  selectRemoveWebhook,
  selectSendTestEvent,
  selectNotificationSettings,
  selectSaveNotificationSettings,
} = integrationsSlice.selectors;
