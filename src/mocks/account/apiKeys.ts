import type { Database } from '../db';
import type { ApiKeyRecord } from './records';

const KEY_PREFIX = 'mc_live_';
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_LENGTH = 32;

/** A new key: the prefix and 32 random letters and digits (about 190 bits). */
export function newApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_LENGTH));
  return KEY_PREFIX + [...bytes].map((byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}

/** What the page shows before Reveal: the prefix and the last four, the rest as dots. */
export function maskedKey(key: string): string {
  return `${KEY_PREFIX}${'•'.repeat(8)}${key.slice(-4)}`;
}

export function liveKeyOf(db: Database, userId: number): ApiKeyRecord | undefined {
  return db.apiKeys.find((row) => row.user_id === userId && row.revoked_at === null);
}

export function summaryOf(record: ApiKeyRecord | undefined) {
  return record
    ? { masked_key: maskedKey(record.key), created_at: record.created_at }
    : { masked_key: '', created_at: '' };
}
