/**
 * The demo provider's sign-in transaction: the `state` that ties the provider's answer to the
 * sign-in this tab started, and the nonce the provider must echo back. Made from the browser's
 * cryptographic random source, kept in session storage (this tab only) until the callback takes
 * them: taking removes them, so a callback URL opened a second time finds nothing and is refused.
 * Auth0's SDK keeps its own (handleRedirectCallback checks state and nonce).
 */
const KEY = 'mailcraft.oauthTransaction';
/** A sign-in left longer than this at the provider is started again. */
const LIFETIME_MS = 10 * 60 * 1000;

export interface Transaction {
  state: string;
  nonce: string;
}

/** Why a callback is refused before anything is sent. */
export type TransactionRefusal = 'missing' | 'mismatch';

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Starts a sign-in: a fresh state and nonce, replacing any earlier unfinished one. */
export function beginTransaction(): Transaction {
  const transaction = { state: randomToken(), nonce: randomToken() };
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...transaction, startedAt: Date.now() }));
  } catch {
    // Storage refused: the callback then finds nothing and asks to start again.
  }
  return transaction;
}

function readKept(): (Transaction & { startedAt: number }) | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (
      kept &&
      typeof kept.state === 'string' &&
      typeof kept.nonce === 'string' &&
      typeof kept.startedAt === 'number'
    )
      return { state: kept.state, nonce: kept.nonce, startedAt: kept.startedAt };
  } catch {
    // Malformed: as good as nothing.
  }
  return null;
}

/**
 * The callback's check: the kept transaction is removed whatever the outcome (one answer per
 * sign-in), and its nonce handed back only when `state` is the one kept.
 */
export function takeTransaction(
  state: string | null,
): { ok: true; nonce: string } | { ok: false; refusal: TransactionRefusal } {
  const kept = readKept();
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to remove where storage is refused.
  }
  if (!kept || Date.now() - kept.startedAt > LIFETIME_MS) return { ok: false, refusal: 'missing' };
  if (!state || state !== kept.state) return { ok: false, refusal: 'mismatch' };
  return { ok: true, nonce: kept.nonce };
}
