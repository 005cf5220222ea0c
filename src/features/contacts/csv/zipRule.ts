import { trimEndOf, trimStartOf } from './spaces';

/** The import's ZIP rule, with the repair of ZIPs that lost their leading zeros. */

const DASH = 45;

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
