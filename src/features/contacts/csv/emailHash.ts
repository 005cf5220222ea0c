/**
 * The 64-bit hash of an email address, case ignored, that the duplicate check keys on: FNV-1a and a
 * multiply-xorshift hash over the same lower-cased characters, each finished with murmur3's mixer.
 * isValidEmailAt() computes the same hash while it checks the address, in the same loop.
 */

/** The last hash computed, as two 32-bit halves: no allocation on the hot path. */
export const emailHash = new Uint32Array(2);

export const FNV_OFFSET = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;
export const MIX_SEED = 0x9747b28c;
export const MIX_PRIME = 0x5bd1e995;

/** Hashes the trimmed address text[start, end) into emailHash. */
export function hashEmailAt(text: string, start: number, end: number): void {
  for (let index = start; index < end; index += 1) {
    if (text.charCodeAt(index) >= 128) {
      // Rare: only non-ASCII addresses pay for a lower-cased copy.
      const lower = text.slice(start, end).toLowerCase();
      hashLowered(lower, 0, lower.length);
      return;
    }
  }
  hashLowered(text, start, end);
}

/** hashEmailAt for a whole (trimmed) address. */
export function hashEmail(email: string): void {
  hashEmailAt(email, 0, email.length);
}

function hashLowered(text: string, start: number, end: number): void {
  let h1 = FNV_OFFSET;
  let h2 = MIX_SEED ^ (end - start);
  for (let index = start; index < end; index += 1) {
    let c = text.charCodeAt(index);
    if (c >= 65 && c <= 90) c += 32;
    h1 = Math.imul(h1 ^ c, FNV_PRIME);
    h2 = Math.imul(h2 ^ c, MIX_PRIME);
    h2 ^= h2 >>> 15;
  }
  storeEmailHash(h1, h2);
}

/** Finishes both halves and stores them in emailHash. */
export function storeEmailHash(h1: number, h2: number): void {
  emailHash[0] = fmix(h1);
  emailHash[1] = fmix(h2);
}

function fmix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
