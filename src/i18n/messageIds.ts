import type { en } from './locales/en';
import type { LazyMessageId } from './lazyDomains';

/** The ids of the first-load catalogue; English is the source of keys. */
export type BaseMessageId = keyof typeof en;
/** Every message id the app may show: the first-load ones and those of the lazy domains. */
export type MessageId = BaseMessageId | LazyMessageId;
/** A first-load catalogue: every locale file carries every base key. */
export type Messages = Record<BaseMessageId, string>;
