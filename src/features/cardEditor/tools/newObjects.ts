import {
  type Box,
  type CardGeometry,
  type EllipseObject,
  type ImageMime,
  type ImageObject,
  type LineObject,
  type QrObject,
  type RectObject,
  type TextObject,
} from '../model';

/**
 * New objects as the toolbar adds them: placed in the middle of the safe zone at a sensible print
 * size. Their id is a placeholder; the addObject command gives each a fresh one.
 */

const PLACEHOLDER_ID = 'new';
const base = { id: PLACEHOLDER_ID, name: '', locked: false, hidden: false, rotation: 0 };

function centred(geometry: CardGeometry, width: number, height: number): Box {
  const { safeBox } = geometry;
  const fitWidth = Math.min(width, safeBox.width);
  const fitHeight = Math.min(height, safeBox.height);
  return {
    x: safeBox.x + (safeBox.width - fitWidth) / 2,
    y: safeBox.y + (safeBox.height - fitHeight) / 2,
    width: fitWidth,
    height: fitHeight,
  };
}

/** The Text panel's styles: a heading, a subheading and body text (size in points, weight). */
export const TEXT_PRESETS = {
  heading: { fontSize: 40, fontWeight: 700, width: 420, height: 52 },
  subheading: { fontSize: 24, fontWeight: 700, width: 320, height: 32 },
  body: { fontSize: 14, fontWeight: 400, width: 260, height: 40 },
  /** What the toolbar's plain Text adds. */
  text: { fontSize: 24, fontWeight: 400, width: 260, height: 48 },
} as const;
export type TextPreset = keyof typeof TEXT_PRESETS;

export function newText(
  geometry: CardGeometry,
  text: string,
  preset: TextPreset = 'text',
): TextObject {
  const style = TEXT_PRESETS[preset];
  return {
    ...base,
    ...centred(geometry, style.width, style.height),
    kind: 'text',
    text,
    fontFamily: 'Inter',
    fontSize: style.fontSize,
    fontWeight: style.fontWeight,
    fill: '#111827',
    align: 'left',
    lineHeight: 1.2,
    letterSpacing: 0,
    overflow: 'shrink',
  };
}

export function newRect(geometry: CardGeometry): RectObject {
  return {
    ...base,
    ...centred(geometry, 160, 100),
    kind: 'rect',
    fill: '#2563eb',
    stroke: 'none',
    strokeWidth: 0,
    cornerRadius: 0,
  };
}

export function newEllipse(geometry: CardGeometry): EllipseObject {
  return {
    ...base,
    ...centred(geometry, 120, 120),
    kind: 'ellipse',
    fill: '#f59e0b',
    stroke: 'none',
    strokeWidth: 0,
  };
}

export function newLine(geometry: CardGeometry): LineObject {
  return { ...base, ...centred(geometry, 200, 8), kind: 'line', stroke: '#111827', strokeWidth: 2 };
}

/** 1 in square: a QR code reads reliably from about 0.8 in at print resolution. */
export function newQr(geometry: CardGeometry, value: string): QrObject {
  return {
    ...base,
    ...centred(geometry, 72, 72),
    kind: 'qr',
    value,
    fill: '#000000',
    background: '#ffffff',
  };
}

/**
 * An image at its natural size for 300 DPI (so it prints sharp), shrunk to fit the safe zone with
 * its proportions kept.
 */
export function newImage(
  geometry: CardGeometry,
  image: {
    src: string;
    naturalWidth: number;
    naturalHeight: number;
    bytes: number;
    mime: ImageMime;
  },
): ImageObject {
  const printWidth = (image.naturalWidth / 300) * 72;
  const printHeight = (image.naturalHeight / 300) * 72;
  const fit = Math.min(
    1,
    geometry.safeBox.width / printWidth,
    geometry.safeBox.height / printHeight,
  );
  return {
    ...base,
    ...centred(geometry, printWidth * fit, printHeight * fit),
    kind: 'image',
    ...image,
  };
}
