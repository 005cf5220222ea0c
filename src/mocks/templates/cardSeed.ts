import type { Box } from '../../features/cardEditor/model/box';
import {
  type CardDocument,
  type CardObject,
  DOCUMENT_VERSION,
  type EllipseObject,
  type ImageObject,
  type RectObject,
  type TextObject,
} from '../../features/cardEditor/model/document';
import { cardGeometry } from '../../features/cardEditor/model/geometry';
import { serializeSide } from '../../features/cardEditor/model/svg';
import { inchesToPoints } from '../../features/cardEditor/model/units';

/**
 * The seeded cards as the Design Studio makes them: a card document (model/document.ts) in the
 * template's content, and each side's SVG written from it by the model's own export, so the
 * gallery's artwork and the editor's document always agree.
 *
 * Layout, in points from the top-left of the 6x9 bleed box (666 x 450; safe box 18–648 x 18–432;
 * on the back the address zone starts at x 358.2, y 261, the postage square at x 567, the barcode
 * zone at y 396 from x 315): the front is the colour to the bleed, a lighter disc top right and
 * the title; the back is the white card stock with the title and a call to action on its left
 * half. The back has no background shape: preflight blocks any object in the mailing zones, a
 * full-bleed white rectangle included (the address side's zones must stay free of ink).
 */

const SIZE = '6x9';

/**
 * A 30 x 20 px PNG (a house on a lawn under a sky), 108 bytes. Placed 4 in wide it prints at
 * 7.5 DPI, far below the 300 DPI preflight asks for.
 */
const LOW_RES_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAB4AAAAUCAIAAAAVyRqTAAAAM0lEQVR42mNo3/eaRohh1OhRoykxel+AER40avSgMdptmhsehN9o/HqHpdGUoFGj6Wc0AHQ3+DIbF1qcAAAAAElFTkSuQmCC';
const LOW_RES_PNG_BYTES = 108;
const LOW_RES_PNG_SIZE = { width: 30, height: 20 };

export interface SeedCardSpec {
  title: string;
  colour: string;
  /** Leave the back empty: the card is incomplete (back_svg ''). */
  emptyBack?: boolean;
  /** Put a low-resolution photo on the front (preflight blocks it: lowResolution). */
  lowResolutionPhoto?: boolean;
  /** Put a text in the back's address zone (preflight blocks it: inMailingZone). */
  textInAddressZone?: boolean;
}

export interface SeedCard {
  document: CardDocument;
  content: string;
  front_svg: string;
  back_svg: string;
}

/** `#rrggbb` moved `share` of the way to white: the look of a translucent white disc on it. */
function lighter(colour: string, share: number): string {
  const channel = (offset: number) => {
    const value = parseInt(colour.slice(offset, offset + 2), 16);
    return Math.round(value + (255 - value) * share)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

const placed = { rotation: 0, locked: false, hidden: false };

function rect(id: string, name: string, fill: string, box: Box): RectObject {
  return {
    ...placed,
    ...box,
    id,
    name,
    kind: 'rect',
    fill,
    stroke: 'none',
    strokeWidth: 0,
    cornerRadius: 0,
  };
}

function ellipse(id: string, fill: string, box: Box): EllipseObject {
  return { ...placed, ...box, id, name: '', kind: 'ellipse', fill, stroke: 'none', strokeWidth: 0 };
}

function text(
  id: string,
  name: string,
  content: string,
  box: Box,
  style: Pick<TextObject, 'fontSize' | 'fontWeight' | 'fill'>,
): TextObject {
  return {
    ...placed,
    ...box,
    ...style,
    id,
    name,
    kind: 'text',
    text: content,
    fontFamily: 'Inter',
    align: 'left',
    lineHeight: 1.2,
    letterSpacing: 0,
    overflow: 'shrink',
  };
}

function lowResolutionPhoto(id: string): ImageObject {
  const width = inchesToPoints(4);
  return {
    ...placed,
    id,
    name: 'Property photo',
    kind: 'image',
    x: 36,
    y: 36,
    width,
    height: (width * LOW_RES_PNG_SIZE.height) / LOW_RES_PNG_SIZE.width,
    src: LOW_RES_PNG,
    naturalWidth: LOW_RES_PNG_SIZE.width,
    naturalHeight: LOW_RES_PNG_SIZE.height,
    bytes: LOW_RES_PNG_BYTES,
    mime: 'image/png',
  };
}

/** One seeded card: its document, the document as content, and both sides' SVG files. */
export function seedCard(spec: SeedCardSpec): SeedCard {
  const { bleedBox } = cardGeometry(SIZE);
  let last = 0;
  const nextId = () => `obj-${++last}`;

  const front: CardObject[] = [
    rect(nextId(), 'Background', spec.colour, bleedBox),
    ellipse(nextId(), lighter(spec.colour, 0.2), { x: 488, y: 34, width: 134, height: 134 }),
  ];
  // With a photo in the upper left, the title moves below it.
  const titleY = spec.lowResolutionPhoto ? 300 : 200;
  front.push(
    text(
      nextId(),
      'Title',
      spec.title,
      { x: 36, y: titleY, width: 594, height: 40 },
      { fontSize: 32, fontWeight: 700, fill: '#ffffff' },
    ),
  );
  if (spec.lowResolutionPhoto) front.push(lowResolutionPhoto(nextId()));

  const back: CardObject[] = [];
  if (!spec.emptyBack) {
    back.push(
      text(
        nextId(),
        'Title',
        spec.title,
        { x: 36, y: 54, width: 296, height: 24 },
        { fontSize: 18, fontWeight: 700, fill: spec.colour },
      ),
      text(
        nextId(),
        'Call to action',
        'Call {{business_name}} today',
        { x: 36, y: 90, width: 296, height: 22 },
        { fontSize: 16, fontWeight: 400, fill: '#334155' },
      ),
    );
    if (spec.textInAddressZone) {
      back.push(
        text(
          nextId(),
          'Note',
          'A personal note for {{first_name}}',
          { x: 380, y: 300, width: 250, height: 20 },
          { fontSize: 14, fontWeight: 400, fill: '#334155' },
        ),
      );
    }
  }

  const document: CardDocument = {
    version: DOCUMENT_VERSION,
    size: SIZE,
    sides: { front: { objects: front }, back: { objects: back } },
  };
  // Seeded cards have no QR codes; the hook is never asked.
  const options = { qrPath: () => null };
  return {
    document,
    content: JSON.stringify(document),
    front_svg: serializeSide(document, 'front', options),
    back_svg: back.length === 0 ? '' : serializeSide(document, 'back', options),
  };
}
