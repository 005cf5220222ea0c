/** The unsubscribe feature's public face: nothing of it is used by other features yet. */
export type { UnsubscribeChannel, UnsubscribeState } from './api';
