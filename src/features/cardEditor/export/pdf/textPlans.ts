import type { CardFont, TextLayout, TextObject } from '../../model';
import { loadCardFonts } from '../../render/fonts';
import { layoutText } from '../../render/textLayout';
import type { FontWeight } from './fontFiles';
import { type FaceFonts, resolveFace } from './fontLoader';
import type { ReadFile } from './readFile';
import { codePointsOf, runsOf, type TextPlan } from './textRuns';

/**
 * Every text of the proof laid out and matched to fonts, before a page is drawn.
 *
 * The lines and the shrink-to-fit size are the canvas's own (render/textLayout.ts, Konva.Text
 * measuring with the browser's canvas), not re-measured with the embedded fonts: that is the only
 * measure that breaks lines exactly where the screen does, including where the browser drew a
 * character with a system fallback font (the widths of two builds of one face already differ by
 * kerning, and would move a break now and then). Only a line's alignment uses the embedded widths.
 */

type FaceKey = `${CardFont}|${FontWeight}`;

export async function planTexts(
  texts: readonly TextObject[],
  read: ReadFile,
): Promise<Map<TextObject, TextPlan>> {
  // Konva measures with whatever face the browser has: the card fonts must be there first.
  await loadCardFonts();
  const layouts = new Map<TextObject, TextLayout>();
  const codePoints = new Map<FaceKey, Set<number>>();
  for (const text of texts) {
    if (text.text === '') continue;
    const layout = layoutText(text);
    layouts.set(text, layout);
    const key: FaceKey = `${text.fontFamily}|${text.fontWeight}`;
    codePoints.set(key, codePointsOf(layout.lines, codePoints.get(key)));
  }
  const faces = new Map<FaceKey, FaceFonts>();
  await Promise.all(
    [...codePoints].map(async ([key, points]) => {
      const [family, weight] = key.split('|') as [CardFont, `${FontWeight}`];
      faces.set(key, await resolveFace(family, Number(weight) as FontWeight, points, read));
    }),
  );
  const plans = new Map<TextObject, TextPlan>();
  for (const [text, layout] of layouts) {
    const fonts = faces.get(`${text.fontFamily}|${text.fontWeight}`);
    if (!fonts) continue;
    plans.set(text, {
      fontSize: layout.fontSize,
      face: fonts.primary,
      lines: layout.lines.map((line) => runsOf(line, fonts)),
    });
  }
  return plans;
}
