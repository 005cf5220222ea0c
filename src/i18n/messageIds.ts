import type { en } from './locales/en';

/** Every message id the app may show; English is the source of keys. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
