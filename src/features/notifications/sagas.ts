import { type EventChannel, type SagaIterator, type Task, eventChannel } from 'redux-saga';
import { cancel, delay, fork, put, race, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { ROLE } from '../../config/constants';
import { paths } from '../../config/paths';
import { putAndRun, runCall } from '../../state/callSaga';
import { successRaised } from '../../state/notices';
import { selectSessionToken, sessionEnded, sessionStarted } from '../../state/session';
import { sagaServices, selected } from '../../state/typedEffects';
import { type Profile, profileCall, profileRefreshWanted, selectProfile } from '../auth';
import {
  type NotificationSettings,
  isNotificationSettingsAnswer,
  notificationSettingsEndpoint,
} from '../integrations';
import { createCall } from '../../state/callState';
import { silent } from '../../api';
import { modalOpened } from '../shell';
import { downloadRefundExport } from './refundExport';
import { pollDelay } from './poll';
import { keepReadRefundKeys, readRefundKeys } from './readRefunds';
import { type NotificationKind, refundKey } from './items';
import {
  type NotificationsState,
  acceptCall,
  allMarkedRead,
  busySet,
  deleteFailedCall,
  failedCall,
  failedDeleted,
  hiddenKindsSet,
  itemMarkedRead,
  itemOpened,
  markFailedReadCall,
  notificationsCleared,
  pollCounted,
  readRefundsSet,
  received,
  refreshWanted,
  refundExportWanted,
  refundsCall,
  rejectCall,
  sharedAnswered,
  sharedCall,
} from './slice';

type State = { notifications: NotificationsState };
const notificationsOf = (state: State) => state.notifications;

/** Same content: a poll that brings nothing new puts nothing (no state change, no render). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const settingsCall = createCall('notifications/settings', notificationSettingsEndpoint, {
  showFailure: silent,
});

/** The kinds switched off in-app: left out of the bell and the page (issue 29). */
function* applySettings(settings: NotificationSettings): SagaIterator {
  const hidden = (Object.keys(settings) as NotificationKind[]).filter(
    (kind) => !settings[kind].inApp,
  );
  const now = yield* selected(notificationsOf);
  if (!same(hidden, now.hiddenKinds)) yield put(hiddenKindsSet(hidden));
}

function* loadSettings(): SagaIterator {
  const outcome = yield* putAndRun(settingsCall, {});
  if (outcome.ok) yield* applySettings(outcome.success.data);
}

function* loadFailed(): SagaIterator {
  const outcome = yield* putAndRun(failedCall, {});
  const now = yield* selected(notificationsOf);
  if (outcome.ok && !same(outcome.success.data, now.failed))
    yield put(received({ failed: outcome.success.data }));
}

function* loadShared(): SagaIterator {
  const outcome = yield* putAndRun(sharedCall, {});
  const now = yield* selected(notificationsOf);
  if (outcome.ok && !same(outcome.success.data, now.shared))
    yield put(received({ shared: outcome.success.data }));
}

/** One fetch of the webhook (refund) notifications; true when it answered. */
function* loadRefunds(): SagaIterator<boolean> {
  const outcome = yield* runCall(refundsCall, {});
  if (!outcome.ok) return false;
  const now = yield* selected(notificationsOf);
  if (!same(outcome.success.data, now.refunds))
    yield put(received({ refunds: outcome.success.data }));
  return true;
}

type Visibility = 'visible' | 'hidden';

function visibilityChannel(): EventChannel<Visibility> {
  return eventChannel((emit) => {
    const changed = () => emit(document.visibilityState === 'hidden' ? 'hidden' : 'visible');
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  });
}

/** Waits until the tab is shown again (at once when it is). */
function* untilVisible(channel: EventChannel<Visibility>): SagaIterator {
  while (document.visibilityState === 'hidden') {
    const change = (yield take(channel)) as Visibility;
    if (change === 'visible') return;
  }
}

/**
 * The webhook notifications' poll (accounts-money §4, §9): every 120,000 ms while a token exists;
 * paused while the tab is hidden and fetched again when it returns; a failing poll waits longer
 * each time (pollDelay) and says so once, in the bell, rather than toasting each time.
 */
function* pollRefunds(): SagaIterator {
  const channel = visibilityChannel();
  let failures = 0;
  try {
    while (true) {
      yield* untilVisible(channel);
      if (!(yield* selected(selectSessionToken))) return;
      const answered = yield* loadRefunds();
      const next = answered ? 0 : failures + 1;
      if (next !== failures) yield put(pollCounted(next));
      failures = next;
      const { hidden } = (yield race({
        wait: delay(pollDelay(failures)),
        hidden: take(channel),
      })) as { hidden?: Visibility };
      // Hidden: the loop waits for the tab to return, then fetches at once.
      if (hidden === undefined) continue;
    }
  } finally {
    channel.close();
  }
}

/** The profile of the session now, waiting for it when a switch or a sign-in is still reading it. */
function* currentProfile(): SagaIterator<Profile | null> {
  const profile = yield* selected(selectProfile);
  if (profile) return profile;
  const answer = (yield take([profileCall.success.type, profileCall.failure.type])) as {
    type: string;
  };
  return answer.type === profileCall.success.type ? yield* selected(selectProfile) : null;
}

/**
 * What each role receives (accounts-money §4, §6): failed addresses for every role but the super
 * admin, shared campaigns for PRO admins, and refunds polled for roles 2 and 3.
 */
function* followSession(): SagaIterator {
  yield put(notificationsCleared());
  if (!(yield* selected(selectSessionToken))) return;
  const profile = yield* currentProfile();
  if (!profile || profile.role_id === ROLE.superAdmin) return;
  yield put(readRefundsSet(readRefundKeys(profile.id)));
  yield fork(loadSettings);
  yield fork(loadFailed);
  if (profile.role_id === ROLE.designStudio) yield fork(loadShared);
  yield fork(pollRefunds);
}

function* markRefundsRead(keys: string[]): SagaIterator {
  const profile = yield* selected(selectProfile);
  const now = yield* selected(notificationsOf);
  const read = [...new Set([...now.readRefunds, ...keys])];
  if (read.length === now.readRefunds.length) return;
  yield put(readRefundsSet(read));
  if (profile) keepReadRefundKeys(profile.id, read);
}

function* markFailedRead(contactlistId: number): SagaIterator {
  const outcome = yield* putAndRun(markFailedReadCall, { contactlist_id: contactlistId });
  if (outcome.ok) yield* loadFailed();
}

/**
 * Opening an item marks it read (§4): a failed-address list on the server, then its detail
 * modal; a refund on this device, then its detail on /dashboard/notifications; a shared campaign
 * stays for its answer.
 */
function* openItem(action: ReturnType<typeof itemOpened>): SagaIterator {
  const key = action.payload;
  const { navigate } = yield* sagaServices();
  const now = yield* selected(notificationsOf);
  const failed = now.failed.find((entry) => `failed-${entry.id}` === key);
  if (failed) {
    if (failed.notifyread_status === 0) yield fork(markFailedRead, failed.contact_list_id);
    yield put(modalOpened('failedAddresses'));
    return;
  }
  if (now.refunds.some((refund) => refundKey(refund) === key)) {
    yield* markRefundsRead([key]);
    navigate(`${paths.dashboard.notifications.getHref()}?item=${encodeURIComponent(key)}`);
  }
}

/** "Mark as read" on one item: a failed-address list on the server, a refund on this device. */
function* markItemRead(action: ReturnType<typeof itemMarkedRead>): SagaIterator {
  const now = yield* selected(notificationsOf);
  const failed = now.failed.find((entry) => `failed-${entry.id}` === action.payload);
  if (failed) yield* markFailedRead(failed.contact_list_id);
  else if (now.refunds.some((refund) => refundKey(refund) === action.payload))
    yield* markRefundsRead([action.payload]);
}

function* markAllRead(): SagaIterator {
  const now = yield* selected(notificationsOf);
  yield* markRefundsRead(now.refunds.map(refundKey));
  const unread = now.failed.filter((entry) => entry.notifyread_status === 0);
  if (unread.length === 0) return;
  // One at a time: a handful of lists, and each answer is the list as the server keeps it.
  for (const entry of unread)
    yield* putAndRun(markFailedReadCall, { contactlist_id: entry.contact_list_id });
  yield* loadFailed();
}

/** Deleting a failed message reloads the list (§4). */
function* deleteFailed(action: ReturnType<typeof failedDeleted>): SagaIterator {
  const key = `failed-${action.payload}`;
  yield put(busySet({ key, busy: true }));
  try {
    const outcome = yield* putAndRun(deleteFailedCall, { contactlist_id: action.payload });
    if (outcome.ok) yield put(successRaised({ id: 'notifications.deleted' }));
    yield* loadFailed();
  } finally {
    yield put(busySet({ key, busy: false }));
  }
}

/** Accept or reject (§4): the server's success words, then the list again. */
function* answerShared(action: ReturnType<typeof sharedAnswered>): SagaIterator {
  const { campaign_id, accept } = action.payload;
  const key = `shared-${campaign_id}`;
  yield put(busySet({ key, busy: true }));
  try {
    const outcome = yield* putAndRun(accept ? acceptCall : rejectCall, { campaign_id });
    if (outcome.ok)
      yield put(
        successRaised({
          id: accept ? 'notifications.shared.accepted' : 'notifications.shared.rejected',
        }),
      );
    yield* loadShared();
  } finally {
    yield put(busySet({ key, busy: false }));
  }
}

function* exportRefund(action: ReturnType<typeof refundExportWanted>): SagaIterator {
  const key = action.payload;
  const now = yield* selected(notificationsOf);
  const refund = now.refunds.find((entry) => refundKey(entry) === key);
  if (!refund) return;
  yield put(busySet({ key: `export-${key}`, busy: true }));
  try {
    yield* markRefundsRead([key]);
    yield* downloadRefundExport(refund);
  } finally {
    yield put(busySet({ key: `export-${key}`, busy: false }));
  }
}

function* refresh(): SagaIterator {
  const profile = yield* selected(selectProfile);
  if (!profile || profile.role_id === ROLE.superAdmin) return;
  yield fork(loadSettings);
  yield fork(loadFailed);
  if (profile.role_id === ROLE.designStudio) yield fork(loadShared);
  yield fork(loadRefunds);
}

export function* notificationsSaga(): SagaIterator {
  // The session as it is when the bell first loads, then each new one (a sign-in, a switch).
  let following: Task = (yield fork(followSession)) as Task;
  let token = yield* selected(selectSessionToken);
  yield takeEvery([sessionStarted.type, sessionEnded.type], function* restart(): SagaIterator {
    const now = yield* selected(selectSessionToken);
    if (now === token) return;
    token = now;
    yield cancel(following);
    following = (yield fork(followSession)) as Task;
  });
  yield takeEvery(itemOpened.type, openItem);
  yield takeEvery(itemMarkedRead.type, markItemRead);
  yield takeLeading(allMarkedRead.type, markAllRead);
  yield takeEvery(failedDeleted.type, deleteFailed);
  yield takeEvery(sharedAnswered.type, answerShared);
  yield takeLeading(refundExportWanted.type, exportRefund);
  // The server changed the account (a launch and its refunds, a top-up): look again at once.
  yield takeLeading([refreshWanted.type, profileRefreshWanted.type], refresh);
  // Settings read or saved by the settings section: the bell follows them at once.
  yield takeEvery(isNotificationSettingsAnswer, function* follow(action): SagaIterator {
    if (isNotificationSettingsAnswer(action)) yield* applySettings(action.payload.data);
  });
}
