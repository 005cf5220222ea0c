import type { CardSizeId } from './geometry';
import type { Placement } from './transform';

/**
 * The card document: plain JSON data, the only thing the store holds and the server keeps as the
 * template's content. Canvas nodes are built from it and never stored (Konva's editor guidance).
 * Lengths are points from the top-left of the bleed box (geometry.ts); placement is transform.ts.
 */

export const DOCUMENT_VERSION = 1;

export const SIDE_NAMES = ['front', 'back'] as const;
export type SideName = (typeof SIDE_NAMES)[number];
/** The side the printer addresses and stamps: its mailing zones must stay clear. */
export const ADDRESS_SIDE: SideName = 'back';

/**
 * The bundled fonts, all under the SIL Open Font License 1.1, so they may be embedded in print
 * files. The canvas layer bundles their files; the model only names them.
 */
export const CARD_FONTS = ['Inter', 'Lato', 'Merriweather', 'Playfair Display', 'Oswald'] as const;
export type CardFont = (typeof CARD_FONTS)[number];
/** The weights each bundled font ships in. */
export const FONT_WEIGHTS = [400, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];
/** What text too long for its box does: get smaller until it fits, or be cut (with a warning). */
export const TEXT_OVERFLOWS = ['shrink', 'clip'] as const;
export type TextOverflow = (typeof TEXT_OVERFLOWS)[number];

/** The image types an author may place (the list); the SVG export keeps only these. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type ImageMime = (typeof IMAGE_MIME_TYPES)[number];

/** A colour: `#rrggbb`, or `none` for no paint. Nothing else, so no colour can smuggle a url(). */
export type Colour = string;
export const COLOUR_PATTERN = /^(?:#[0-9a-fA-F]{6}|none)$/;

interface ObjectBase extends Placement {
  /** Unique across both sides of the document (ids.ts hands them out). */
  id: string;
  /** The author's label in the layers list; '' shows the kind instead. */
  name: string;
  /** A locked object can be selected (to unlock it) but not moved, changed, grouped or deleted. */
  locked: boolean;
  /** A hidden object is neither drawn, exported nor checked by preflight. */
  hidden: boolean;
}

export interface TextStyle {
  fontFamily: CardFont;
  /** In points; preflight blocks text under 6 pt. */
  fontSize: number;
  fontWeight: FontWeight;
  fill: Colour;
  align: TextAlign;
  /** A multiple of the font size, as Konva's lineHeight. */
  lineHeight: number;
  /** Extra space between letters, in points. */
  letterSpacing: number;
  overflow: TextOverflow;
}

/** Text wraps at the box width. It may contain merge tags (`{{first_name}}`), kept as typed. */
export interface TextObject extends ObjectBase, TextStyle {
  kind: 'text';
  text: string;
}

export interface ImageObject extends ObjectBase {
  kind: 'image';
  /** A base64 data URL of one of IMAGE_MIME_TYPES, or the id of an asset the app resolves. */
  src: string;
  /** The image's own pixel size, for its effective resolution at its placed size. */
  naturalWidth: number;
  naturalHeight: number;
  /** Its file size, counted by the 10 MB rule when the src is not a data URL. */
  bytes: number;
  mime: ImageMime;
}

interface Shape extends ObjectBase {
  stroke: Colour;
  strokeWidth: number;
}

export interface RectObject extends Shape {
  kind: 'rect';
  fill: Colour;
  cornerRadius: number;
}

export interface EllipseObject extends Shape {
  kind: 'ellipse';
  fill: Colour;
}

/** A straight line across the middle of its box, from its left edge to its right edge. */
export interface LineObject extends Shape {
  kind: 'line';
}

export interface QrObject extends ObjectBase {
  kind: 'qr';
  /** A URL, or a merge tag filled per contact (`{{website}}`). */
  value: string;
  /** The dark modules' colour, and the background behind them. */
  fill: Colour;
  background: Colour;
}

/** Children are placed in the group's own coordinates: (0, 0) is the group's top-left corner. */
export interface GroupObject extends ObjectBase {
  kind: 'group';
  children: CardObject[];
}

export type CardObject =
  TextObject | ImageObject | RectObject | EllipseObject | LineObject | QrObject | GroupObject;
export type CardObjectKind = CardObject['kind'];

/** One printed side: objects from back to front (the last is drawn on top). */
export interface Side {
  objects: CardObject[];
}

export interface CardDocument {
  version: typeof DOCUMENT_VERSION;
  size: CardSizeId;
  sides: Record<SideName, Side>;
}

export function emptyDocument(size: CardSizeId): CardDocument {
  return {
    version: DOCUMENT_VERSION,
    size,
    sides: { front: { objects: [] }, back: { objects: [] } },
  };
}
