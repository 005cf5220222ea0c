import {
  CARD_FONTS,
  type CardDocument,
  type CardObject,
  COLOUR_PATTERN,
  DOCUMENT_VERSION,
  FONT_WEIGHTS,
  IMAGE_MIME_TYPES,
  type Side,
  TEXT_ALIGNS,
  TEXT_OVERFLOWS,
} from './document';
import { CARD_SIZE_IDS } from './geometry';

/**
 * The quick way to read a card document that is already exactly in shape, as every document this
 * editor saved is: each field there, of its type, in range, no fallback needed. It builds what
 * parseDocument.ts's zod schema would (the same keys in the same order, unknown keys left out) in
 * a fraction of the time, which a card of hundreds of objects feels when it opens. Anything it is
 * not sure of (a missing or wrong field, a fallback to apply, an odd object, deep groups) makes it
 * answer null, and the schema reads the document instead, with its defaults, fallbacks and words.
 */

type Plain = Record<string, unknown>;

/** Thrown to give up: the schema decides. Never leaves this module; made once, thrown often. */
const NOT_SURE = new Error('not a document in exact shape');

function plain(value: unknown): Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw NOT_SURE;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) throw NOT_SURE;
  return value as Plain;
}

function finite(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw NOT_SURE;
  return value;
}

const atLeast = (value: unknown, minimum: number) => {
  const number = finite(value);
  if (number < minimum) throw NOT_SURE;
  return number;
};
const length = (value: unknown) => atLeast(value, 0);
/** parseDocument.ts's MIN_POSITIVE. */
const positive = (value: unknown) => atLeast(value, 1e-6);

function string(value: unknown): string {
  if (typeof value !== 'string') throw NOT_SURE;
  return value;
}

function boolean(value: unknown): boolean {
  if (typeof value !== 'boolean') throw NOT_SURE;
  return value;
}

function oneOf<T>(value: unknown, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) throw NOT_SURE;
  return value as T;
}

function colour(value: unknown): string {
  if (typeof value !== 'string' || !COLOUR_PATTERN.test(value)) throw NOT_SURE;
  return value;
}

/** An id of 1 to 100 UTF-16 units (the schema counts code points near its limits: it decides). */
function id(value: unknown): string {
  if (typeof value !== 'string' || value.length < 1 || value.length > 100) throw NOT_SURE;
  return value;
}

function object(value: unknown, depth: number): CardObject {
  const source = plain(value);
  const base = {
    id: id(source.id),
    name: string(source.name),
    x: finite(source.x),
    y: finite(source.y),
    width: length(source.width),
    height: length(source.height),
    rotation: finite(source.rotation),
    locked: boolean(source.locked),
    hidden: boolean(source.hidden),
  };
  switch (source.kind) {
    case 'text':
      return {
        ...base,
        kind: 'text',
        text: string(source.text),
        fontFamily: oneOf(source.fontFamily, CARD_FONTS),
        fontSize: positive(source.fontSize),
        fontWeight: oneOf(source.fontWeight, FONT_WEIGHTS),
        fill: colour(source.fill),
        align: oneOf(source.align, TEXT_ALIGNS),
        lineHeight: positive(source.lineHeight),
        letterSpacing: finite(source.letterSpacing),
        overflow: oneOf(source.overflow, TEXT_OVERFLOWS),
      };
    case 'image':
      return {
        ...base,
        kind: 'image',
        src: string(source.src),
        naturalWidth: length(source.naturalWidth),
        naturalHeight: length(source.naturalHeight),
        bytes: length(source.bytes),
        mime: oneOf(source.mime, IMAGE_MIME_TYPES),
      };
    case 'rect':
      return {
        ...base,
        stroke: colour(source.stroke),
        strokeWidth: length(source.strokeWidth),
        kind: 'rect',
        fill: colour(source.fill),
        cornerRadius: length(source.cornerRadius),
      };
    case 'ellipse':
      return {
        ...base,
        stroke: colour(source.stroke),
        strokeWidth: length(source.strokeWidth),
        kind: 'ellipse',
        fill: colour(source.fill),
      };
    case 'line':
      return {
        ...base,
        stroke: colour(source.stroke),
        strokeWidth: length(source.strokeWidth),
        kind: 'line',
      };
    case 'qr':
      return {
        ...base,
        kind: 'qr',
        value: string(source.value),
        fill: colour(source.fill),
        background: colour(source.background),
      };
    case 'group':
      // Deep nesting is the schema's to refuse, in its own words.
      if (depth >= 16) throw NOT_SURE;
      return { ...base, kind: 'group', children: objects(source.children, depth + 1) };
    default:
      throw NOT_SURE;
  }
}

function objects(value: unknown, depth: number): CardObject[] {
  if (!Array.isArray(value)) throw NOT_SURE;
  const read: CardObject[] = [];
  for (const entry of value) read.push(object(entry, depth));
  return read;
}

function side(value: unknown): Side {
  return { objects: objects(plain(value).objects, 0) };
}

/** The document as the schema would read it, or null when the schema must read it. */
export function readPlainDocument(value: unknown): CardDocument | null {
  try {
    const source = plain(value);
    if (source.version !== DOCUMENT_VERSION) return null;
    const sides = plain(source.sides);
    return {
      version: DOCUMENT_VERSION,
      size: oneOf(source.size, CARD_SIZE_IDS),
      sides: { front: side(sides.front), back: side(sides.back) },
    };
  } catch (thrown) {
    if (thrown === NOT_SURE) return null;
    throw thrown;
  }
}
