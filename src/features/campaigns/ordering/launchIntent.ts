import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import type { OrderForm } from './api';

/**
 * One idempotency key per launch intent (as for a charge, billing/fundIntent.ts): made when the user
 * first presses Launch for this exact order and reused on every retry, double click and reload
 * until the server gives a final answer; a changed order is a new intent. Kept per tab.
 */
const STORAGE_KEY = 'mailcraft.launchIntent';

interface StoredIntent {
  form: string;
  key: string;
  /** The launch went through: the same order pressed again replays it, a new visit starts afresh. */
  launched?: boolean;
}

function read(): StoredIntent | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' && 'form' in parsed && 'key' in parsed
      ? (parsed as StoredIntent)
      : null;
  } catch {
    return null;
  }
}

export function launchKeyFor(form: OrderForm): string {
  const text = JSON.stringify(form);
  const stored = read();
  if (stored?.form === text) return stored.key;
  const key = newIdempotencyKey();
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ form: text, key }));
  } catch {
    // Without storage the key still covers this page's retries.
  }
  return key;
}

/** The launch went through: its key stays, so pressing Launch again for it changes nothing. */
export function markLaunched(): void {
  const stored = read();
  if (!stored) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...stored, launched: true }));
  } catch {
    // Nothing stored: the page leaves for the launched campaigns anyway.
  }
}

/** Whether this exact order was launched already (a press after the launch went through). */
export function wasLaunched(form: OrderForm): boolean {
  const stored = read();
  return stored?.launched === true && stored.form === JSON.stringify(form);
}

/** Opening the order screen again: a launched order is done with, an unanswered one is kept. */
export function forgetLaunchedIntent(): void {
  if (read()?.launched) forgetLaunchIntent();
}

/** A final refusal came: the next launch is a new intent. */
export function forgetLaunchIntent(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
