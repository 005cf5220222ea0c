import { newIdempotencyKey } from './idempotencyKey';

interface StoredIntent {
  form: string;
  key: string;
  /** It went through: the same order pressed again replays it, a new visit starts afresh. */
  done?: boolean;
}

/**
 * One idempotency key per order intent (as for a charge, billing/fundIntent.ts): made when the
 * user first presses the pay button for this exact order and reused on every retry, double click
 * and reload until the server gives a final answer; a changed order is a new intent. Kept per tab
 * under `storageKey`, one intent per kind of order (a campaign launch, a bulk send).
 */
export function orderIntentStore(storageKey: string) {
  const read = (): StoredIntent | null => {
    try {
      const parsed: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null');
      return parsed && typeof parsed === 'object' && 'form' in parsed && 'key' in parsed
        ? (parsed as StoredIntent)
        : null;
    } catch {
      return null;
    }
  };
  const write = (intent: StoredIntent) => {
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(intent));
    } catch {
      // Without storage the key still covers this page's retries.
    }
  };
  /** A final refusal came: the next press is a new intent. */
  const forget = () => {
    try {
      window.sessionStorage.removeItem(storageKey);
    } catch {
      // Nothing stored.
    }
  };
  return {
    keyFor(form: unknown): string {
      const text = JSON.stringify(form);
      const stored = read();
      if (stored?.form === text) return stored.key;
      const key = newIdempotencyKey();
      write({ form: text, key });
      return key;
    },
    /** It went through: its key stays, so pressing again for the same order changes nothing. */
    markDone(): void {
      const stored = read();
      if (stored) write({ ...stored, done: true });
    },
    /** Whether this exact order went through already (a press after it did). */
    wasDone(form: unknown): boolean {
      const stored = read();
      return stored?.done === true && stored.form === JSON.stringify(form);
    },
    /**
     * The key of an earlier order never heard back about, when this press is for another order:
     * what it did must be found out before anything new is sent (the key is the intent's, not the
     * payload's, so an edited order after a lost answer is not a second order by mistake).
     */
    unfinishedOther(form: unknown): string | null {
      const stored = read();
      return stored && !stored.done && stored.form !== JSON.stringify(form) ? stored.key : null;
    },
    /** Opening the screen again: an order that went through is done with, an unanswered one is kept. */
    forgetDone(): void {
      if (read()?.done) forget();
    },
    forget,
  };
}
