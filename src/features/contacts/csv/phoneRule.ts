import { normalizeUsPhone } from '../../../lib/phone';
import { isAsciiSpace } from './spaces';

const DOT = 46;
const DASH = 45;

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
