import type { Box } from './box';
import { inchesToPoints, PRINT_DPI } from './units';

/**
 * Print geometry of a card, in points, with the origin at the top-left corner of the bleed box
 * (the corner of the exported file), x to the right and y down, as on the canvas.
 *
 * Sizes are named short side first, as printers and Lob name them ("6x9"), but every page is laid
 * out landscape: the width is the long side, so 6x9 is 9 in wide and 6 in high. USPS measures a
 * card's length along the address as read (DMM 202.2), and Lob's postcard artboards are landscape
 * with the ink-free address zone in the lower right; keeping both sides landscape keeps that zone
 * where the printer puts the address. A portrait front is designed on the landscape page rotated.
 */

export const CARD_SIZE_IDS = ['4x6', '6x9', '6x11'] as const;
export type CardSizeId = (typeof CARD_SIZE_IDS)[number];

interface CardSizeSpec {
  /** Finished (trimmed) size, landscape, in inches. */
  trimWidthIn: number;
  trimHeightIn: number;
  /** Width of Lob's ink-free address zone for this size, in inches. */
  addressZoneWidthIn: number;
}

/**
 * The sizes, with Lob's ink-free zone widths (help.lob.com, Mail piece design specs > Postcards >
 * "Ink-free zone dimensions": 3.2835 x 2.375 in on 4x6, 4 x 2.375 in on all other sizes).
 */
export const CARD_SIZES: Readonly<Record<CardSizeId, CardSizeSpec>> = {
  '4x6': { trimWidthIn: 6, trimHeightIn: 4, addressZoneWidthIn: 3.2835 },
  '6x9': { trimWidthIn: 9, trimHeightIn: 6, addressZoneWidthIn: 4 },
  '6x11': { trimWidthIn: 11, trimHeightIn: 6, addressZoneWidthIn: 4 },
};

/** Artwork extends this far past the trim on every side (Lob, Artboard layout: 4.25 x 6.25 in). */
export const BLEED_IN = 0.125;
/** Critical content stays this far inside the trim (Lob, Artboard layout: "within 1/8 in"). */
export const SAFE_MARGIN_IN = 0.125;

/**
 * Lob's ink-free zone, where Lob prints the address, postage indicia and barcode. Lob measures its
 * offsets from the edges of the file INCLUDING bleed ("0.275 in from the right edge (including
 * bleed), 0.25 in from the bottom edge (including bleed)"; its HTML examples, lob/examples
 * postcards/*-back.html, place it the same way on the 6.25 x 4.25 in body), so the zone sits
 * 0.15 in from the right trim and 0.125 in from the bottom trim.
 */
const ADDRESS_ZONE_HEIGHT_IN = 2.375;
const ADDRESS_ZONE_FROM_RIGHT_BLEED_IN = 0.275;
const ADDRESS_ZONE_FROM_BOTTOM_BLEED_IN = 0.25;

/**
 * The postage area: USPS wants postage in the upper right corner of the address side, in a clear
 * space kept for it (DMM 202.1). Its size is the 1.25 x 1.25 in indicia square printers publish
 * for automation-rate cards (e.g. 4over4's automation guide). Lob prints its indicia inside its own
 * zone, so for Lob this square is stricter than needed; it keeps the back mailable by any printer.
 */
const POSTAGE_ZONE_IN = 1.25;

/**
 * The USPS barcode clear zone: the lower-right 4-3/4 in x 5/8 in of the piece, free of any
 * printing but the barcode (DMM 202.5.4, barcode clear zone for letter-size pieces and cards).
 */
const BARCODE_ZONE_WIDTH_IN = 4.75;
const BARCODE_ZONE_HEIGHT_IN = 0.625;

export interface CardGeometry {
  size: CardSizeId;
  /** The whole exported page: trim plus bleed. Starts at (0, 0). */
  bleedBox: Box;
  /** The finished card after cutting. */
  trimBox: Box;
  /** Where text, QR codes and images belong. */
  safeBox: Box;
  /** Address side only: Lob's ink-free zone (address, indicia, barcode printed by Lob). */
  addressZone: Box;
  /** Address side only: the upper-right postage (indicia) square. */
  postageZone: Box;
  /** Address side only: the USPS barcode clear zone. */
  barcodeZone: Box;
}

export const MAILING_ZONE_KINDS = ['address', 'postage', 'barcode'] as const;
export type MailingZoneKind = (typeof MAILING_ZONE_KINDS)[number];

export function cardGeometry(size: CardSizeId): CardGeometry {
  const spec = CARD_SIZES[size];
  const pt = inchesToPoints;
  const bleed = pt(BLEED_IN);
  const trimWidth = pt(spec.trimWidthIn);
  const trimHeight = pt(spec.trimHeightIn);
  const bleedBox = { x: 0, y: 0, width: trimWidth + 2 * bleed, height: trimHeight + 2 * bleed };
  const trimBox = { x: bleed, y: bleed, width: trimWidth, height: trimHeight };
  const safe = pt(SAFE_MARGIN_IN);
  const safeBox = {
    x: bleed + safe,
    y: bleed + safe,
    width: trimWidth - 2 * safe,
    height: trimHeight - 2 * safe,
  };
  const trimRight = bleed + trimWidth;
  const trimBottom = bleed + trimHeight;

  const addressWidth = pt(spec.addressZoneWidthIn);
  const addressHeight = pt(ADDRESS_ZONE_HEIGHT_IN);
  const addressZone = {
    x: bleedBox.width - pt(ADDRESS_ZONE_FROM_RIGHT_BLEED_IN) - addressWidth,
    y: bleedBox.height - pt(ADDRESS_ZONE_FROM_BOTTOM_BLEED_IN) - addressHeight,
    width: addressWidth,
    height: addressHeight,
  };
  const postage = pt(POSTAGE_ZONE_IN);
  const postageZone = { x: trimRight - postage, y: bleed, width: postage, height: postage };
  const barcodeWidth = pt(BARCODE_ZONE_WIDTH_IN);
  const barcodeHeight = pt(BARCODE_ZONE_HEIGHT_IN);
  const barcodeZone = {
    x: trimRight - barcodeWidth,
    y: trimBottom - barcodeHeight,
    width: barcodeWidth,
    height: barcodeHeight,
  };
  return { size, bleedBox, trimBox, safeBox, addressZone, postageZone, barcodeZone };
}

/** The address side's no-print zones, each named, in the order preflight reports them. */
export function mailingZones(geometry: CardGeometry): { kind: MailingZoneKind; box: Box }[] {
  return [
    { kind: 'address', box: geometry.addressZone },
    { kind: 'postage', box: geometry.postageZone },
    { kind: 'barcode', box: geometry.barcodeZone },
  ];
}

/**
 * Pixel size of the exported print file: the bleed box at `dpi`. At 300 DPI: 4x6 is 1875 x 1275
 * px (6.25 x 4.25 in), 6x9 is 2775 x 1875 px (9.25 x 6.25 in), 6x11 is 3375 x 1875 px
 * (11.25 x 6.25 in): landscape, width first, the sizes Lob's templates ask for.
 */
export function exportPixelSize(
  size: CardSizeId,
  dpi: number = PRINT_DPI,
): { width: number; height: number } {
  const spec = CARD_SIZES[size];
  return {
    width: Math.round((spec.trimWidthIn + 2 * BLEED_IN) * dpi),
    height: Math.round((spec.trimHeightIn + 2 * BLEED_IN) * dpi),
  };
}
