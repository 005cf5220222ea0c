import { normalizeUsPhone } from '../../../lib/phone';
import {
  FNV_OFFSET,
  FNV_PRIME,
  hashEmailAt,
  MIX_PRIME,
  MIX_SEED,
  storeEmailHash,
} from './emailHash';

/**
 * The value rules of the import, written as character-code loops: they run on every row of files
 * up to 1 GB (~9 million rows), where regular expressions and trimmed copies cost real seconds.
 */

const AT = 64;
const DOT = 46;
const DASH = 45;

function isAsciiSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

function isUnicodeSpace(c: number): boolean {
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200b) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

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

/**
 * The app's US phone rule (src/lib/phone.ts): 10 digits, or 11 starting with 1 (and 11 whenever
 * there is a leading +), punctuation and spaces ignored, nothing else allowed. This is its fast
 * path for plain ASCII; anything else is left to normalizeUsPhone itself, so the two never differ.
 * Reads text[from, to).
 */
export function isValidPhoneAt(text: string, from: number, to: number): boolean {
  let start = from;
  let end = to;
  while (start < end && isAsciiSpace(text.charCodeAt(start))) start += 1;
  while (end > start && isAsciiSpace(text.charCodeAt(end - 1))) end -= 1;
  let plus = false;
  if (start < end && text.charCodeAt(start) === 43) {
    plus = true;
    start += 1;
  }
  if (start >= end) return false;
  let digits = 0;
  let first = 0;
  for (let index = start; index < end; index += 1) {
    const c = text.charCodeAt(index);
    if (c >= 48 && c <= 57) {
      if (digits === 0) first = c;
      digits += 1;
    } else if (c >= 128) return normalizeUsPhone(text.slice(from, to)) !== null;
    else if (!(isAsciiSpace(c) || c === 40 || c === 41 || c === DOT || c === DASH)) return false;
  }
  if (plus || digits === 11) return digits === 11 && first === 49;
  return digits === 10;
}

export function isValidPhone(phone: string): boolean {
  return isValidPhoneAt(phone, 0, phone.length);
}

/** Where text[from, to) starts once leading spaces are skipped. */
export function trimStartOf(text: string, from: number, to: number): number {
  let start = from;
  while (start < to && isSpace(text.charCodeAt(start))) start += 1;
  return start;
}

/** Where text[from, to) ends once trailing spaces are dropped. */
export function trimEndOf(text: string, from: number, to: number): number {
  let end = to;
  while (end > from && isSpace(text.charCodeAt(end - 1))) end -= 1;
  return end;
}

function isSpace(c: number): boolean {
  return isAsciiSpace(c) || (c >= 0xa0 && isUnicodeSpace(c));
}

export const ZIP_OK = 0;
export const ZIP_REPAIRED = 1;
export const ZIP_BAD = 2;

/**
 * First three digits of the ZIPs of the places whose ZIPs start with 0 (USPS ZIP prefixes). A
 * spreadsheet reading them as numbers drops the zeros: 02134 becomes 2134, 00601 (PR) becomes 601.
 */
const ZERO_ZIP_PREFIXES: Record<string, readonly (readonly [number, number])[]> = {
  MA: [
    [10, 27],
    [55, 55],
  ],
  RI: [[28, 29]],
  NH: [[30, 38]],
  ME: [[39, 49]],
  VT: [[50, 59]],
  CT: [[60, 69]],
  NJ: [[70, 89]],
  NY: [
    [5, 5],
    [63, 63],
  ],
  PR: [
    [6, 7],
    [9, 9],
  ],
  VI: [[8, 8]],
  AE: [[90, 98]],
};
const STATE_NAMES: Record<string, string> = {
  MASSACHUSETTS: 'MA',
  'RHODE ISLAND': 'RI',
  'NEW HAMPSHIRE': 'NH',
  MAINE: 'ME',
  VERMONT: 'VT',
  CONNECTICUT: 'CT',
  'NEW JERSEY': 'NJ',
  'NEW YORK': 'NY',
  'PUERTO RICO': 'PR',
  'VIRGIN ISLANDS': 'VI',
  'U.S. VIRGIN ISLANDS': 'VI',
  'US VIRGIN ISLANDS': 'VI',
};

function isDigits(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index += 1) {
    const c = text.charCodeAt(index);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Length of the leading digits when text[start, end) is digits, optionally then -dddd; else -1. */
function zipHeadLength(text: string, start: number, end: number): number {
  let dash = -1;
  for (let index = start; index < end; index += 1) {
    if (text.charCodeAt(index) === DASH) {
      dash = index;
      break;
    }
  }
  if (dash === -1) return isDigits(text, start, end) ? end - start : -1;
  return end - dash === 5 && isDigits(text, start, dash) && isDigits(text, dash + 1, end)
    ? dash - start
    : -1;
}

function stateCode(state: string): string {
  const upper = state.trim().toUpperCase();
  return STATE_NAMES[upper] ?? upper;
}

/**
 * ZIP_OK for 5 digits or ZIP+4; ZIP_REPAIRED for 3 or 4 digits (+4 allowed) that, padded with
 * zeros, fall in the ZIP range of the row's state (so the repair is right, not a guess); else
 * ZIP_BAD. Reads the trimmed ZIP text[start, end) and the state stateText[stateStart, stateEnd).
 */
export function checkZipAt(
  text: string,
  start: number,
  end: number,
  stateText: string,
  stateStart: number,
  stateEnd: number,
): number {
  const head = zipHeadLength(text, start, end);
  if (head === 5) return ZIP_OK;
  if (head !== 3 && head !== 4) return ZIP_BAD;
  const ranges = ZERO_ZIP_PREFIXES[stateCode(stateText.slice(stateStart, stateEnd))];
  if (!ranges) return ZIP_BAD;
  // 2134 → 02134, prefix 021; 601 → 00601, prefix 006.
  const prefix =
    head === 4
      ? (text.charCodeAt(start) - 48) * 10 + text.charCodeAt(start + 1) - 48
      : text.charCodeAt(start) - 48;
  return ranges.some(([from, to]) => prefix >= from && prefix <= to) ? ZIP_REPAIRED : ZIP_BAD;
}

export function checkZip(zip: string, state: string): number {
  const start = trimStartOf(zip, 0, zip.length);
  return checkZipAt(zip, start, trimEndOf(zip, start, zip.length), state, 0, state.length);
}

/** The ZIP with its lost leading zeros put back, when checkZip says it is repairable. */
export function repairZip(zip: string, state: string): string {
  const value = zip.trim();
  if (checkZip(value, state) !== ZIP_REPAIRED) return value;
  return '0'.repeat(5 - zipHeadLength(value, 0, value.length)) + value;
}
