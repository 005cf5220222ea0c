import { type PayloadAction, createAction, createSelector, createSlice } from '@reduxjs/toolkit';
import { silent, toast } from '../../api';
import { createCall } from '../../state/callState';
import {
  type FailedAddressList,
  type RefundNotification,
  type SharedCampaign,
  acceptSharedCampaignEndpoint,
  deleteFailedListEndpoint,
  failedAddressListsEndpoint,
  markFailedListReadEndpoint,
  refundNotificationsEndpoint,
  rejectSharedCampaignEndpoint,
  sharedCampaignsEndpoint,
} from './api';
import { type NotificationKind, notificationItems, unreadCount } from './items';

/*
 * The calls' trios. Their results are not kept in call slots: the saga puts what arrived with
 * `received`, and only when it differs, so a poll that brings nothing new changes no state and
 * renders nothing (issue 29, measured by the bench). Failures of the background loads are silent
 * here; the actions' failures are worded by this feature.
 */
const quiet = { showFailure: silent };
/** The server's words for a refused action, else ours. */
const actionFailure = { showFailure: toast('notifications.actionFailed') };

export const failedCall = createCall('notifications/failed', failedAddressListsEndpoint, quiet);
export const sharedCall = createCall('notifications/shared', sharedCampaignsEndpoint, quiet);
export const refundsCall = createCall('notifications/refunds', refundNotificationsEndpoint);
export const markFailedReadCall = createCall(
  'notifications/markFailedRead',
  markFailedListReadEndpoint,
  actionFailure,
);
export const deleteFailedCall = createCall(
  'notifications/deleteFailed',
  deleteFailedListEndpoint,
  actionFailure,
);
export const acceptCall = createCall(
  'notifications/accept',
  acceptSharedCampaignEndpoint,
  actionFailure,
);
export const rejectCall = createCall(
  'notifications/reject',
  rejectSharedCampaignEndpoint,
  actionFailure,
);

/** Intents of the bell and the page. */
export const itemOpened = createAction<string>('notifications/itemOpened');
export const itemMarkedRead = createAction<string>('notifications/itemMarkedRead');
export const allMarkedRead = createAction('notifications/allMarkedRead');
export const failedDeleted = createAction<number>('notifications/failedDeleted');
export const sharedAnswered = createAction<{ campaign_id: number; accept: boolean }>(
  'notifications/sharedAnswered',
);
export const refundExportWanted = createAction<string>('notifications/refundExportWanted');
export const refreshWanted = createAction('notifications/refreshWanted');

export interface NotificationsState {
  failed: FailedAddressList[];
  refunds: RefundNotification[];
  shared: SharedCampaign[];
  /** Keys of the refund notifications read on this device. */
  readRefunds: string[];
  /** Kinds the user switched off in-app (their notification settings). */
  hiddenKinds: NotificationKind[];
  /** Polls that failed in a row: the bell says it is behind while this is above 0. */
  pollFailures: number;
  /** Items with an action on its way (accept, reject, delete, export): their buttons wait. */
  busy: string[];
}

const initialState: NotificationsState = {
  failed: [],
  refunds: [],
  shared: [],
  readRefunds: [],
  hiddenKinds: [],
  pollFailures: 0,
  busy: [],
};

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    received(
      state,
      action: PayloadAction<{
        failed?: FailedAddressList[];
        refunds?: RefundNotification[];
        shared?: SharedCampaign[];
      }>,
    ) {
      const { failed, refunds, shared } = action.payload;
      if (failed) state.failed = failed;
      if (refunds) state.refunds = refunds;
      if (shared) state.shared = shared;
    },
    readRefundsSet(state, action: PayloadAction<string[]>) {
      state.readRefunds = action.payload;
    },
    hiddenKindsSet(state, action: PayloadAction<NotificationKind[]>) {
      state.hiddenKinds = action.payload;
    },
    pollCounted(state, action: PayloadAction<number>) {
      state.pollFailures = action.payload;
    },
    busySet(state, action: PayloadAction<{ key: string; busy: boolean }>) {
      const others = state.busy.filter((key) => key !== action.payload.key);
      state.busy = action.payload.busy ? [...others, action.payload.key] : others;
    },
    notificationsCleared() {
      return initialState;
    },
  },
  selectors: {
    selectPollFailures: (state) => state.pollFailures,
    selectBusyKeys: (state) => state.busy,
  },
});

export const {
  received,
  readRefundsSet,
  hiddenKindsSet,
  pollCounted,
  busySet,
  notificationsCleared,
} = notificationsSlice.actions;
export const { selectPollFailures, selectBusyKeys } = notificationsSlice.selectors;

type WithNotifications = { notifications: NotificationsState };

/** Every notification the user receives in-app, in the spec's order. */
export const selectNotificationItems = createSelector(
  [
    (state: WithNotifications) => state.notifications.failed,
    (state: WithNotifications) => state.notifications.refunds,
    (state: WithNotifications) => state.notifications.shared,
    (state: WithNotifications) => state.notifications.readRefunds,
    (state: WithNotifications) => state.notifications.hiddenKinds,
  ],
  (failed, refunds, shared, readRefunds, hiddenKinds) =>
    notificationItems(failed, refunds, shared, new Set(readRefunds)).filter(
      (item) => !hiddenKinds.includes(item.kind),
    ),
);

/** The badge's count: a number, so the bell renders again only when it changes. */
export const selectUnreadCount = (state: WithNotifications) =>
  unreadCount(selectNotificationItems(state));
