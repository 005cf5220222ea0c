import { type Box, boxBottom, boxRight, containsBox, EPSILON_PT } from './box';
import { isDataUrl, parseImageDataUrl } from './dataUrl';
import type { ImageObject, TextObject } from './document';
import { type CardGeometry, mailingZones, type MailingZoneKind } from './geometry';
import type { PlacedLeaf } from './objectTree';
import { fitText, type MeasureText } from './textFit';
import { boundsOfPoints, cornersOf, polygonOverlapsBox } from './transform';
import { pointsToInches, PRINT_DPI } from './units';

/** The print checks, each a pure function of one placed object. preflight.ts runs them. */

/** Text smaller than this cannot be read in print (the rule). */
export const MIN_TEXT_SIZE_PT = 6;
/** Images print sharp at 300 DPI or more at their placed size (Lob asks for 300 DPI images). */
export const MIN_IMAGE_DPI = PRINT_DPI;

export interface PreflightContext {
  /** Measures text as the canvas draws it; without it, overflow is not checked. */
  measureText?: MeasureText;
  /** Whether an image's asset id can be loaded; without it, asset ids are taken as present. */
  hasAsset?: (assetId: string) => boolean;
}

/** The page box a placed object covers (its rotated corners' bounds). */
export function pageBoundsOf(leaf: PlacedLeaf): Box {
  return boundsOfPoints(cornersOf(leaf.object, leaf.parentMatrix));
}

export function isImageMissing(image: ImageObject, context: PreflightContext): boolean {
  if (image.src === '' || image.naturalWidth <= 0 || image.naturalHeight <= 0) return true;
  if (isDataUrl(image.src)) return parseImageDataUrl(image.src) === null;
  return context.hasAsset ? !context.hasAsset(image.src) : false;
}

/**
 * Effective resolution of a placed image: its pixels over its placed size in inches, on the axis
 * where it is lowest. Rotation does not change it, so it is ignored.
 */
export function effectiveDpi(image: ImageObject): number {
  const across = image.width > 0 ? image.naturalWidth / pointsToInches(image.width) : Infinity;
  const down = image.height > 0 ? image.naturalHeight / pointsToInches(image.height) : Infinity;
  return Math.min(across, down);
}

/** Vector images have no pixels to run short of. */
export function isLowResolution(image: ImageObject): boolean {
  return image.mime !== 'image/svg+xml' && effectiveDpi(image) < MIN_IMAGE_DPI;
}

/**
 * Whether an important object (text, QR code, image) strays outside the safe box. An image edge
 * that reaches the bleed edge is deliberate bleed (a full-bleed photo), not a stray: only an edge
 * that stops between the safe line and the bleed edge, where the cut may leave a sliver or clip
 * it, counts. Shapes may bleed freely and are not checked.
 */
export function isOutsideSafeZone(leaf: PlacedLeaf, geometry: CardGeometry): boolean {
  const { object } = leaf;
  if (object.kind !== 'text' && object.kind !== 'qr' && object.kind !== 'image') return false;
  const box = pageBoundsOf(leaf);
  const { safeBox: safe, bleedBox: bleed } = geometry;
  if (containsBox(safe, box)) return false;
  if (object.kind !== 'image') return true;
  const edgeFine = (inside: boolean, bleeds: boolean) => inside || bleeds;
  return !(
    edgeFine(box.x >= safe.x - EPSILON_PT, box.x <= bleed.x + EPSILON_PT) &&
    edgeFine(box.y >= safe.y - EPSILON_PT, box.y <= bleed.y + EPSILON_PT) &&
    edgeFine(
      boxRight(box) <= boxRight(safe) + EPSILON_PT,
      boxRight(box) >= boxRight(bleed) - EPSILON_PT,
    ) &&
    edgeFine(
      boxBottom(box) <= boxBottom(safe) + EPSILON_PT,
      boxBottom(box) >= boxBottom(bleed) - EPSILON_PT,
    )
  );
}

/** The address side's zones a placed object reaches into (exactly, rotation included). */
export function mailingZonesHit(leaf: PlacedLeaf, geometry: CardGeometry): MailingZoneKind[] {
  const corners = cornersOf(leaf.object, leaf.parentMatrix);
  return mailingZones(geometry)
    .filter((zone) => polygonOverlapsBox(corners, zone.box))
    .map((zone) => zone.kind);
}

/** The size text prints at (after shrink-to-fit when it can be measured) and whether it overflows. */
export function printedText(text: TextObject, context: PreflightContext) {
  return context.measureText
    ? fitText(text, context.measureText)
    : { fontSize: text.fontSize, overflows: false };
}
