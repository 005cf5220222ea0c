import {
  beginText,
  clip,
  endPath,
  endText,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  rectangle,
  setCharacterSpacing,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';
import type { TextObject } from '../../model';
import type { LoadedFont } from './fontLoader';
import { fillColour, rgbOf } from './paint';
import type { TextPlan } from './textRuns';

/**
 * A text box as real PDF text, placed as Konva places it (node_modules/konva Text._sceneFunc):
 * the lines and size come from the canvas's own layout (textPlans.ts), each line centred in
 * its line box with the baseline at half the line height plus half of (ascent − descent) of the
 * face, aligned in the box, letter spacing added after every character (PDF's Tc does the same as
 * Konva's per-character drawing). Alignment measures the line with the embedded fonts' widths, so
 * a centred or right-aligned line sits exactly where its glyphs end in this file.
 */

export interface PageFont {
  pdfFont: PDFFont;
  /** The font's name in the page's resources. */
  key: PDFName;
}

/** The embedded font and the page's name for it, for a loaded font. */
export type UseFont = (font: LoadedFont) => PageFont;

export function textOps(object: TextObject, plan: TextPlan, useFont: UseFont): PDFOperator[] {
  const rgb = rgbOf(object.fill);
  if (!rgb || plan.lines.length === 0) return [];
  const size = plan.fontSize;
  const lineHeight = size * object.lineHeight;
  const face = plan.face.font;
  // fontkit's descent is negative: (ascent + descent) / 2 is Konva's (ascent − descent) / 2.
  const baselineShift = ((face.ascent + face.descent) / 2) * (size / face.unitsPerEm);
  const spacing = object.letterSpacing;
  const ops: PDFOperator[] = [];
  if (object.overflow === 'clip')
    ops.push(rectangle(0, 0, object.width, object.height), clip(), endPath());
  ops.push(fillColour(rgb), beginText());
  if (spacing !== 0) ops.push(setCharacterSpacing(spacing));
  plan.lines.forEach((line, index) => {
    if (line.length === 0) return;
    const runs = line.map((run) => ({ ...useFont(run.font), text: run.text }));
    let x = 0;
    if (object.align !== 'left') {
      let width = 0;
      for (const run of runs)
        width += run.pdfFont.widthOfTextAtSize(run.text, size) + spacing * [...run.text].length;
      x = object.align === 'center' ? (object.width - width) / 2 : object.width - width;
    }
    // The object's space runs y down: the text matrix flips glyphs back upright.
    ops.push(setTextMatrix(1, 0, 0, -1, x, (index + 0.5) * lineHeight + baselineShift));
    for (const run of runs) {
      ops.push(setFontAndSize(run.key, size));
      if (spacing === 0) ops.push(showText(run.pdfFont.encodeText(run.text)));
      // Character by character, as Konva draws spaced text: no ligature joins two spaced letters.
      else for (const character of run.text) ops.push(showText(run.pdfFont.encodeText(character)));
    }
  });
  ops.push(endText());
  return ops;
}
