/**
 * Spaces around values, found by character code: the rules run on every row of files up to 1 GB
 * (millions of rows), where trim() copies and regular expressions cost real seconds.
 */

export function isAsciiSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

export function isUnicodeSpace(c: number): boolean {
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
