/**
 * SMS length counter: picks the encoding a carrier will use, counts segments the way handsets split
 * concatenated messages, and names the characters that force the costly UCS-2 encoding so the
 * sender can swap them for GSM-7 equivalents.
 *
 * Pure and dependency-free: it runs on every keystroke of the composer, so it walks the text once
 * with charCodeAt (no per-character allocation, no regex).
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets for GSM-7 (extension characters count 2), UTF-16 code units for UCS-2. */
  length: number;
  /** 0 for empty text. */
  segments: number;
  /** Capacity of one segment in this case: 160 or 153 for GSM-7, 70 or 67 for UCS-2. */
  perSegment: number;
  /** Units still free in the current (last) segment. */
  remaining: number;
  /** Characters that force UCS-2, unique, in order of first appearance, whole code points. */
  ucs2Characters: string[];
}

export const GSM_SINGLE_SEGMENT = 160;
// A split message loses 7 septets per segment to the concatenation header (UDH).
export const GSM_MULTI_SEGMENT = 153;
export const UCS2_SINGLE_SEGMENT = 70;
// Same header, 6 bytes = 3 UTF-16 code units.
export const UCS2_MULTI_SEGMENT = 67;

// 3GPP TS 23.038 default alphabet, in table order. The escape code 0x1B is left out: it is not a
// character a user types, and a raw U+001B cannot be sent as itself.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
// Extension table: each is sent as ESC + code, so it costs two septets.
const GSM_EXTENSION = '\f^{}\\[~]|€';

// Septets per BMP character; every character in the tables is a single UTF-16 code unit, so the
// lookup is by char code and never allocates.
const GSM_SEPTETS = new Map<number, 1 | 2>([
  ...Array.from(GSM_BASIC, (char) => [char.charCodeAt(0), 1] as const),
  ...Array.from(GSM_EXTENSION, (char) => [char.charCodeAt(0), 2] as const),
]);

const UNICODE_SPACES = [
  '\u00a0', // no-break space
  ...Array.from({ length: 0x200a - 0x2000 + 1 }, (_, offset) =>
    String.fromCharCode(0x2000 + offset),
  ),
  '\u202f', // narrow no-break space
  '\u205f', // medium mathematical space
  '\u3000', // ideographic space
];

// Look-alikes that word processors and phone keyboards insert silently; each one alone would
// switch the whole message to UCS-2 and more than double its cost.
const GSM_REPLACEMENTS = new Map<string, string>([
  ['\u2018', "'"], // ‘ left single quotation mark
  ['\u2019', "'"], // ’ right single quotation mark (also the typographic apostrophe)
  ['\u201a', "'"], // ‚ single low-9 quotation mark
  ['\u201b', "'"], // ‛ single high-reversed-9 quotation mark
  ['\u201c', '"'], // “ left double quotation mark
  ['\u201d', '"'], // ” right double quotation mark
  ['\u201e', '"'], // „ double low-9 quotation mark
  ['\u201f', '"'], // ‟ double high-reversed-9 quotation mark
  ['\u2032', "'"], // ′ prime
  ['\u2033', '"'], // ″ double prime
  ['\u2013', '-'], // – en dash
  ['\u2014', '-'], // — em dash
  ['\u2022', '-'], // • bullet
  ['\u2026', '...'], // … horizontal ellipsis
  ...UNICODE_SPACES.map((space) => [space, ' '] as const),
]);

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** UTF-16 length of the code point starting at `index`: 2 for a surrogate pair, else 1. */
function codePointWidth(text: string, index: number): 1 | 2 {
  return isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))
    ? 2
    : 1;
}

/**
 * Lays units out in multipart segments. A unit of width 2 (an escaped GSM pair or a surrogate pair)
 * is indivisible: if it does not fit in what is left of a segment, that space is wasted and the
 * unit opens the next segment.
 */
interface Packing {
  segments: number;
  used: number;
}

function pack(packing: Packing, width: number, perSegment: number): void {
  if (packing.used + width > perSegment) {
    packing.segments += 1;
    packing.used = width;
  } else {
    packing.used += width;
  }
}

function summarize(
  encoding: SmsEncoding,
  length: number,
  packing: Packing,
  ucs2Characters: string[],
): SmsCount {
  const single = encoding === 'GSM-7' ? GSM_SINGLE_SEGMENT : UCS2_SINGLE_SEGMENT;
  const multi = encoding === 'GSM-7' ? GSM_MULTI_SEGMENT : UCS2_MULTI_SEGMENT;
  if (length === 0) {
    return { encoding, length, segments: 0, perSegment: single, remaining: single, ucs2Characters };
  }
  // A single segment has no header, so nothing is ever wasted in it.
  if (length <= single) {
    return {
      encoding,
      length,
      segments: 1,
      perSegment: single,
      remaining: single - length,
      ucs2Characters,
    };
  }
  return {
    encoding,
    length,
    segments: packing.segments,
    perSegment: multi,
    remaining: multi - packing.used,
    ucs2Characters,
  };
}

export function countSms(text: string): SmsCount {
  // Both layouts are built in the same pass so the encoding can be decided at the end without a
  // second walk; the GSM one is dropped as soon as a non-GSM character shows up.
  let isGsm = true;
  let septets = 0;
  const gsmPacking: Packing = { segments: 1, used: 0 };
  const ucs2Packing: Packing = { segments: 1, used: 0 };
  const ucs2Seen = new Set<string>();

  for (let index = 0; index < text.length;) {
    const width = codePointWidth(text, index);
    pack(ucs2Packing, width, UCS2_MULTI_SEGMENT);
    const gsmSeptets = width === 1 ? GSM_SEPTETS.get(text.charCodeAt(index)) : undefined;
    if (gsmSeptets === undefined) {
      isGsm = false;
      ucs2Seen.add(text.slice(index, index + width));
    } else if (isGsm) {
      septets += gsmSeptets;
      pack(gsmPacking, gsmSeptets, GSM_MULTI_SEGMENT);
    }
    index += width;
  }

  return isGsm
    ? summarize('GSM-7', septets, gsmPacking, [])
    : summarize('UCS-2', text.length, ucs2Packing, [...ucs2Seen]);
}

/** The GSM-7 stand-in for a character that forces UCS-2, or undefined when there is none. */
export function gsmReplacement(character: string): string | undefined {
  return GSM_REPLACEMENTS.get(character);
}

/** Applies every available replacement; characters without one are left untouched. */
export function replaceWithGsm(text: string): string {
  let result = '';
  for (const character of text) {
    result += GSM_REPLACEMENTS.get(character) ?? character;
  }
  return result;
}
