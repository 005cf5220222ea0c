import { EPSILON_PT } from './box';
import type { TextObject, TextStyle } from './document';

/**
 * Fitting text to its box. Measuring text needs the real fonts, which only the canvas has, so the
 * model takes a `MeasureText` hook rather than guessing widths: the canvas passes one built on
 * Konva.Text (same wrapping as what it draws), tests pass a fake.
 */

export interface TextMeasureRequest extends Pick<
  TextStyle,
  'fontFamily' | 'fontWeight' | 'lineHeight' | 'letterSpacing'
> {
  text: string;
  /** In points. */
  fontSize: number;
  /** The box width in points: the text wraps at it, by word, and by letter for longer words. */
  wrapWidth: number;
}

/** The laid-out text's extent in points: its widest line and the height of all its lines. */
export interface TextMeasurement {
  width: number;
  height: number;
}

export type MeasureText = (request: TextMeasureRequest) => TextMeasurement;

/** Shrink-to-fit never goes below this; text that still does not fit is reported as overflowing. */
export const MIN_SHRINK_FONT_SIZE_PT = 1;

export interface TextFit {
  /** The size to draw at: the set size, or smaller for shrink-to-fit. */
  fontSize: number;
  /** True when the text still does not fit (clipped text, or shrink that hit the minimum). */
  overflows: boolean;
}

function fitsAt(text: TextObject, fontSize: number, measure: MeasureText): boolean {
  const size = measure({
    text: text.text,
    fontFamily: text.fontFamily,
    fontWeight: text.fontWeight,
    lineHeight: text.lineHeight,
    letterSpacing: text.letterSpacing,
    fontSize,
    wrapWidth: text.width,
  });
  return size.height <= text.height + EPSILON_PT && size.width <= text.width + EPSILON_PT;
}

/**
 * The size a text box is drawn at. Shrink finds the largest size (to 0.05 pt) up to the set size
 * that fits; clip keeps the set size and reports the overflow, which preflight turns into a warning.
 */
export function fitText(text: TextObject, measure: MeasureText): TextFit {
  if (fitsAt(text, text.fontSize, measure)) return { fontSize: text.fontSize, overflows: false };
  if (text.overflow === 'clip') return { fontSize: text.fontSize, overflows: true };
  let low = Math.min(MIN_SHRINK_FONT_SIZE_PT, text.fontSize);
  if (!fitsAt(text, low, measure)) return { fontSize: low, overflows: true };
  let high = text.fontSize;
  while (high - low > 0.05) {
    const middle = (low + high) / 2;
    if (fitsAt(text, middle, measure)) low = middle;
    else high = middle;
  }
  return { fontSize: Math.floor(low * 100) / 100, overflows: false };
}
