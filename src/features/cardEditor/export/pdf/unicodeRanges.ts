/**
 * CSS unicode-range lists ("U+0000-00FF,U+0131,…"), as Fontsource publishes one per subset file in
 * each package's unicode.json. They say which file may hold a character before it is fetched, so a
 * proof loads only the files its text needs.
 */

/** Inclusive code point ranges, in the order written. */
export type UnicodeRanges = readonly (readonly [number, number])[];

export function parseUnicodeRanges(list: string): UnicodeRanges {
  const ranges: [number, number][] = [];
  for (const part of list.split(',')) {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match?.[1]) continue;
    const start = parseInt(match[1], 16);
    ranges.push([start, match[2] ? parseInt(match[2], 16) : start]);
  }
  return ranges;
}

export function inRanges(ranges: UnicodeRanges, codePoint: number): boolean {
  return ranges.some(([start, end]) => codePoint >= start && codePoint <= end);
}
