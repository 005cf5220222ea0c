import { type ApiFailure, callEndpoint, toApiFailure } from '../../../api';
import {
  type UnsubscribeAction,
  type UnsubscribeChannel,
  type UnsubscribeState,
  emailUnsubscribeEndpoint,
  resubscribeClosed,
  smsUnsubscribeEndpoint,
} from '../api';

export const LINK_ENDPOINTS = {
  sms: smsUnsubscribeEndpoint,
  email: emailUnsubscribeEndpoint,
} as const;

export interface LinkState {
  /** The recipient's state after the last answer. */
  data: UnsubscribeState | null;
  error: ApiFailure | null;
  loading: boolean;
  /** Until when (ms since the epoch, the page's clock) the recipient may undo; null: not now. */
  resubscribeUntil: number | null;
  /** What this visit last asked: Retry sends it again. */
  lastAction: UnsubscribeAction;
}

export interface LinkController {
  state: () => LinkState;
  /** Reads the link's state, or sends the recipient's click. Ignored while a call is on its way. */
  send: (action: UnsubscribeAction) => void;
  retry: () => void;
  /** Leaving the page: the call on its way is dropped and the undo's clock stops. */
  stop: () => void;
}

/**
 * One unsubscribe link's state and calls, for one visit, with no store: the page is the app's
 * lightest (it loads neither React nor Redux when opened from a message). `onChange` hears every
 * change, with the action that an answer answered (null for a change of no call's).
 */
export function linkController(
  channel: UnsubscribeChannel,
  token: string,
  onChange: (state: LinkState, answered: UnsubscribeAction | null) => void,
): LinkController {
  let state: LinkState = {
    data: null,
    error: null,
    loading: false,
    resubscribeUntil: null,
    lastAction: 'status',
  };
  let aborter: AbortController | null = null;
  let undoTimer: ReturnType<typeof setTimeout> | undefined;

  const update = (change: Partial<LinkState>, answered: UnsubscribeAction | null = null) => {
    state = { ...state, ...change };
    onChange(state, answered);
  };

  /**
   * The server counts the time left to undo (`resubscribe_seconds`, so the page's clock being off
   * does not matter): "Resubscribe" is offered from the answer until that many seconds later.
   */
  const followUndoWindow = (data: UnsubscribeState): number | null => {
    clearTimeout(undoTimer);
    if (data.state !== 'unsubscribed' || data.resubscribe_seconds <= 0) return null;
    undoTimer = setTimeout(() => update({ resubscribeUntil: null }), data.resubscribe_seconds * 1000);
    return Date.now() + data.resubscribe_seconds * 1000;
  };

  const send = (action: UnsubscribeAction) => {
    if (state.loading) return;
    const call = new AbortController();
    aborter = call;
    update({ loading: true, error: null, lastAction: action });
    callEndpoint(LINK_ENDPOINTS[channel], { token, action }, { signal: call.signal }).then(
      ({ data }) => {
        if (aborter !== call) return;
        update(
          { data, loading: false, resubscribeUntil: followUndoWindow(data) },
          action,
        );
      },
      (error: unknown) => {
        if (aborter !== call) return;
        const failure = toApiFailure(error);
        // A resubscribe refused because its time has passed ends the offer at once; any other
        // failure leaves it running.
        if (resubscribeClosed(failure)) clearTimeout(undoTimer);
        update(
          {
            error: failure,
            loading: false,
            ...(resubscribeClosed(failure) ? { resubscribeUntil: null } : {}),
          },
          action,
        );
      },
    );
  };

  return {
    state: () => state,
    send,
    retry: () => send(state.lastAction),
    stop: () => {
      aborter?.abort();
      aborter = null;
      clearTimeout(undoTimer);
    },
  };
}
