import type { FaceFonts, LoadedFont } from './fontLoader';

/**
 * A line of text cut into runs of one font each: the face's own font where it has the glyph, a
 * fallback (another script's subset, or the CJK face) where it has not. A space stays in the run
 * it falls in when that font has one, so CJK text with spaces is not cut into many runs.
 */

export interface TextRun {
  font: LoadedFont;
  text: string;
}

/** A text box ready to draw: its size after shrink-to-fit, and each line's runs. */
export interface TextPlan {
  fontSize: number;
  /** The face's own font, whose metrics place the lines. */
  face: LoadedFont;
  lines: TextRun[][];
}

const SPACE = /^\s$/u;

export function runsOf(line: string, fonts: FaceFonts): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | null = null;
  for (const character of line) {
    const codePoint = character.codePointAt(0) ?? 0;
    const keepsRun: boolean =
      current !== null &&
      SPACE.test(character) &&
      current.font.font.hasGlyphForCodePoint(codePoint);
    const font: LoadedFont = keepsRun && current ? current.font : fonts.fontFor(codePoint);
    if (current && current.font === font) current.text += character;
    else {
      current = { font, text: character };
      runs.push(current);
    }
  }
  return runs;
}

/** The code points a text's lines use, to load only the fonts that hold them. */
export function codePointsOf(lines: readonly string[], into = new Set<number>()): Set<number> {
  for (const line of lines) for (const character of line) into.add(character.codePointAt(0) ?? 0);
  return into;
}
