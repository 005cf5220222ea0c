import {
  FNV_OFFSET,
  FNV_PRIME,
  hashEmailAt,
  MIX_PRIME,
  MIX_SEED,
  storeEmailHash,
} from './emailHash';
import { isUnicodeSpace, trimEndOf, trimStartOf } from './spaces';

/** The import's email rule, written as character-code loops: it runs on every row. */

const AT = 64;
const DOT = 46;
const DASH = 45;

/** Characters no practical address has outside quotes (which we do not accept either). */
function isForbiddenInEmail(c: number): boolean {
  return (
    c <= 32 ||
    c === 127 ||
    c === 34 || // "
    c === 40 || // (
    c === 41 || // )
    c === 44 || // ,
    c === 58 || // :
    c === 59 || // ;
    c === 60 || // <
    c === 62 || // >
    c === 91 || // [
    c === 92 || // \
    c === 93 || // ]
    isUnicodeSpace(c)
  );
}

function isDomainChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === DASH || c >= 128
  );
}

/**
 * A practical address rule: one @; a local part of 1–64 characters without spaces or the
 * characters above, not starting or ending with a dot, no `..`; a domain of dot-separated labels
 * (letters, digits, `-` not at either end, any non-ASCII for international names), at least two of
 * them, the last at least 2 characters. At most 254 characters in all. Reads text[start, end),
 * already trimmed. A valid address leaves its hash in emailHash: one pass over it, not two.
 *
 * This is the reference form of the rule, used for non-ASCII addresses; isValidEmailAt is the same
 * rule, table-driven for ASCII (three times faster), and the tests hold the two to each other.
 */
export function isValidEmailGeneral(text: string, start: number, end: number): boolean {
  const length = end - start;
  if (length < 6 || length > 254) return false; // a@b.cd is the shortest
  let at = -1;
  let labelStart = 0;
  let labels = 0;
  let previous = 0;
  let ascii = true;
  let h1 = FNV_OFFSET;
  let h2 = MIX_SEED ^ length;
  for (let index = start; index < end; index += 1) {
    const c = text.charCodeAt(index);
    // The hash of emailHash.ts, computed on the way (it lower-cases A-Z only: see below).
    const lower = c >= 65 && c <= 90 ? c + 32 : c;
    h1 = Math.imul(h1 ^ lower, FNV_PRIME);
    h2 = Math.imul(h2 ^ lower, MIX_PRIME);
    h2 ^= h2 >>> 15;
    if (c >= 128) ascii = false;
    if (c === AT) {
      if (at !== -1 || index === start || previous === DOT || index - start > 64) return false;
      at = index;
      labelStart = index + 1;
    } else if (c === DOT) {
      if (index === (at === -1 ? start : labelStart) || previous === DOT) return false;
      if (at !== -1) {
        if (previous === DASH) return false;
        labels += 1;
        labelStart = index + 1;
      }
    } else if (at === -1) {
      if (isForbiddenInEmail(c)) return false;
    } else if (!isDomainChar(c) || (c === DASH && index === labelStart)) return false;
    else if (c >= 128 && isUnicodeSpace(c)) return false;
    previous = c;
  }
  // The top-level domain: at least 2 characters, not ending with a dash.
  if (at === -1 || end - labelStart < 2 || previous === DASH || labels < 1) return false;
  // Non-ASCII addresses are lower-cased by the full Unicode rules instead.
  if (ascii) storeEmailHash(h1, h2);
  else hashEmailAt(text, start, end);
  return true;
}

/** Per ASCII code: 1 = allowed in an address's local part, 2 = in a domain label. */
const EMAIL_CHARS = (() => {
  const table = new Uint8Array(128);
  for (let c = 33; c < 127; c += 1) if (!isForbiddenInEmail(c) && c !== AT) table[c] = 1;
  for (let c = 0; c < 128; c += 1) if (isDomainChar(c)) table[c] = (table[c] ?? 0) | 2;
  return table;
})();

/** isValidEmailGeneral's rule, for the ASCII addresses of nearly every row. */
export function isValidEmailAt(text: string, start: number, end: number): boolean {
  const length = end - start;
  if (length < 6 || length > 254) return false; // a@b.cd is the shortest
  const at = text.indexOf('@', start);
  if (at <= start || at >= end || at - start > 64) return false;
  let h1 = FNV_OFFSET;
  let h2 = MIX_SEED ^ length;
  // `previous` starts as a dot so that a leading dot fails like a double one.
  let previous = DOT;
  for (let index = start; index < at; index += 1) {
    const c = text.charCodeAt(index);
    if (c >= 128) return isValidEmailGeneral(text, start, end);
    if ((EMAIL_CHARS[c]! & 1) === 0 || (c === DOT && previous === DOT)) return false;
    const lower = c >= 65 && c <= 90 ? c + 32 : c;
    h1 = Math.imul(h1 ^ lower, FNV_PRIME);
    h2 = Math.imul(h2 ^ lower, MIX_PRIME);
    h2 ^= h2 >>> 15;
    previous = c;
  }
  if (previous === DOT) return false;
  h1 = Math.imul(h1 ^ AT, FNV_PRIME);
  h2 = Math.imul(h2 ^ AT, MIX_PRIME);
  h2 ^= h2 >>> 15;
  let labelStart = at + 1;
  let labels = 0;
  previous = DOT;
  for (let index = at + 1; index < end; index += 1) {
    const c = text.charCodeAt(index);
    if (c === DOT) {
      if (previous === DOT || previous === DASH) return false;
      labels += 1;
      labelStart = index + 1;
    } else if (c >= 128) return isValidEmailGeneral(text, start, end);
    else if ((EMAIL_CHARS[c]! & 2) === 0 || (c === DASH && previous === DOT)) return false;
    const lower = c >= 65 && c <= 90 ? c + 32 : c;
    h1 = Math.imul(h1 ^ lower, FNV_PRIME);
    h2 = Math.imul(h2 ^ lower, MIX_PRIME);
    h2 ^= h2 >>> 15;
    previous = c;
  }
  if (labels === 0 || end - labelStart < 2 || previous === DASH) return false;
  storeEmailHash(h1, h2);
  return true;
}

export function isValidEmail(email: string): boolean {
  const start = trimStartOf(email, 0, email.length);
  return isValidEmailAt(email, start, trimEndOf(email, start, email.length));
}
