import { type PDFOperator, setFillingRgbColor, setStrokingRgbColor } from 'pdf-lib';
import { COLOUR_PATTERN } from '../../model';

/**
 * Document colours as PDF paint. The model's colours are `#rrggbb` or `none`; anything else is no
 * paint, as the SVG writer treats it.
 */

export type Rgb = readonly [number, number, number];

export function rgbOf(colour: string): Rgb | null {
  if (colour === 'none' || !COLOUR_PATTERN.test(colour)) return null;
  const channel = (at: number) => parseInt(colour.slice(at, at + 2), 16) / 255;
  return [channel(1), channel(3), channel(5)];
}

export const fillColour = (rgb: Rgb): PDFOperator => setFillingRgbColor(...rgb);
export const strokeColour = (rgb: Rgb): PDFOperator => setStrokingRgbColor(...rgb);
