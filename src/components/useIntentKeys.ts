import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../lib/idempotencyKey';

/**
 * Idempotency keys for the money intents one screen sends, by what the intent is about (a card
 * token, an order id): the same thing asked for again while the screen is open reuses its key,
 * so a retry after a lost answer is replayed by the server instead of done twice.
 */
export function useIntentKeys(): (about: string) => string {
  const keys = useRef(new Map<string, string>());
  return useCallback((about: string) => {
    let key = keys.current.get(about);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(about, key);
    }
    return key;
  }, []);
}
