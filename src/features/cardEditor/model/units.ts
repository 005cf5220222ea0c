/**
 * Print units. The card document is measured in PostScript points, 72 to the inch, because that is
 * the unit of PDF and of print specs (type sizes are in points), so a 6 pt minimum or a 0.125 in
 * bleed is exact in the model rather than a rounded pixel count that depends on screen zoom.
 */

export const POINTS_PER_INCH = 72;

/** The resolution print files are exported at, and the minimum effective resolution of images. */
export const PRINT_DPI = 300;

export function inchesToPoints(inches: number): number {
  return inches * POINTS_PER_INCH;
}

export function pointsToInches(points: number): number {
  return points / POINTS_PER_INCH;
}

/** Device pixels for a length in points at `dpi` (rounded: a raster has whole pixels). */
export function pointsToPixels(points: number, dpi: number = PRINT_DPI): number {
  return Math.round(pointsToInches(points) * dpi);
}
