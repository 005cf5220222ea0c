import { type PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import { TOAST_GENERIC_ERROR_MS, TOAST_SUCCESS_MS } from '../config/constants';
import type { UserMessage } from './userMessage';

/**
 * Toasts requested by sagas. Sagas cannot translate, so they queue a UserMessage and the
 * NoticeToaster component words and shows it (top-right, react-toastify).
 */
export interface Notice {
  key: string;
  kind: 'success' | 'error' | 'info';
  message: UserMessage;
  /** Milliseconds, or false for no auto close (the spec's default). */
  autoClose: number | false;
}

const initialState: { queue: Notice[] } = { queue: [] };

export const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    noticeRaised: {
      reducer(state, action: PayloadAction<Notice>) {
        state.queue.push(action.payload);
      },
      prepare(notice: Omit<Notice, 'key'>) {
        return { payload: { ...notice, key: nanoid() } };
      },
    },
    noticeShown(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((notice) => notice.key !== action.payload);
    },
  },
  selectors: { selectPendingNotices: (state) => state.queue },
});

export const { noticeRaised, noticeShown } = noticesSlice.actions;
export const { selectPendingNotices } = noticesSlice.selectors;

/** genericError: an error toast for 5 s (spec §8). */
export const genericErrorRaised = (message: UserMessage) =>
  noticeRaised({ kind: 'error', message, autoClose: TOAST_GENERIC_ERROR_MS });

/** Success toasts last 3 s (spec §9). */
export const successRaised = (message: UserMessage) =>
  noticeRaised({ kind: 'success', message, autoClose: TOAST_SUCCESS_MS });
