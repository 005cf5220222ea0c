/**
 * Search over the FAQ's own words: case- and accent-insensitive ("Reembolso" finds "reembolsó",
 * "cafe" finds "café"), every term of the query must appear, and the matched stretches can be
 * mapped back onto the text as shown so they can be marked. Pure functions, no DOM.
 */

/** Letters that fold to more than one letter (a search for "oe" finds "œ"). */
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ﬁ: 'fi', ﬂ: 'fl' };
const MARKS = /\p{M}/gu;

/** One character as the search compares it: no accents, lower case, ligatures spelled out. */
function foldChar(char: string): string {
  const lower = char.toLowerCase();
  return LIGATURES[lower] ?? lower.normalize('NFD').replace(MARKS, '');
}

export interface FoldedText {
  /** The text as the search compares it. */
  folded: string;
  /** For each UTF-16 unit of `folded`, where its character starts and ends in the original. */
  starts: readonly number[];
  ends: readonly number[];
}

/** The folded text with the map back to the original, character by character. */
export function foldText(text: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    const piece = foldChar(char);
    for (let unit = 0; unit < piece.length; unit += 1) {
      starts.push(offset);
      ends.push(offset + char.length);
    }
    folded += piece;
    offset += char.length;
  }
  return { folded, starts, ends };
}

/** The words of a query, folded, without repeats; an empty list for a blank query. */
export function searchTerms(query: string): string[] {
  return [
    ...new Set(
      foldText(query)
        .folded.split(/\s+/u)
        .filter((term) => term !== ''),
    ),
  ];
}

/** Whether every term occurs in the (folded) text. */
export function matchesAll(folded: string, terms: readonly string[]): boolean {
  return terms.every((term) => folded.includes(term));
}

/** A stretch of the original text, [start, end). */
export interface TextRange {
  start: number;
  end: number;
}

/** Where the terms occur in the original text, sorted and merged where they touch or overlap. */
export function matchRanges(text: FoldedText, terms: readonly string[]): TextRange[] {
  const found: TextRange[] = [];
  for (const term of terms) {
    let at = text.folded.indexOf(term);
    while (at !== -1) {
      found.push({ start: text.starts[at]!, end: text.ends[at + term.length - 1]! });
      at = text.folded.indexOf(term, at + term.length);
    }
  }
  found.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: TextRange[] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** The text cut into plain and matched pieces, in order (what a view marks up). */
export function splitByMatches(
  text: string,
  terms: readonly string[],
): { text: string; match: boolean }[] {
  if (terms.length === 0) return [{ text, match: false }];
  const pieces: { text: string; match: boolean }[] = [];
  let cursor = 0;
  for (const range of matchRanges(foldText(text), terms)) {
    if (range.start > cursor) pieces.push({ text: text.slice(cursor, range.start), match: false });
    pieces.push({ text: text.slice(range.start, range.end), match: true });
    cursor = range.end;
  }
  if (cursor < text.length) pieces.push({ text: text.slice(cursor), match: false });
  return pieces;
}
