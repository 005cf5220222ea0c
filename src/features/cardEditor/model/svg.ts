import {
  COLOUR_PATTERN,
  type CardDocument,
  type CardObject,
  type SideName,
  type TextObject,
} from './document';
import { parseImageDataUrl } from './dataUrl';
import { cardGeometry } from './geometry';
import { escapeXmlAttribute, escapeXmlText, svgNumber } from './svgEscape';
import { pointsToInches } from './units';

/**
 * Writes one side as an SVG file from the document alone (never from the canvas): the bleed box in
 * points as the viewBox, physical size in inches. Only a fixed set of elements and attributes is
 * ever written, so there is no script, event handler, link or external reference to sanitise away;
 * text and attribute values are escaped (svgEscape.ts); images go in only as data URLs of the
 * allowed types. Guides are not part of the document, so they cannot be exported. Hidden objects
 * are left out.
 */

/** A QR code's modules as path data in module units, on a `size` × `size` grid (quiet zone in). */
export interface QrPath {
  d: string;
  size: number;
}

/**
 * Draws a QR code for a value. Injected by the caller (the canvas passes one built on its QR
 * library), so the model stays dependency-free. Null when the value cannot be encoded.
 */
export type QrPathHook = (value: string) => QrPath | null;

/** Text as laid out on the canvas: the size it is drawn at and its wrapped lines. */
export interface TextLayout {
  fontSize: number;
  lines: string[];
}

export interface SerializeOptions {
  qrPath: QrPathHook;
  /**
   * The canvas's line wrapping and shrink-to-fit, so the file matches the screen. Without it, text
   * breaks only at its own line breaks, at its set size.
   */
  layoutText?: (text: TextObject) => TextLayout;
}

// Path data: commands, numbers, separators. Anything else from the hook is refused.
const PATH_DATA = /^[MmLlHhVvZzCcSsQqTtAa0-9eE.,\s+-]*$/;

const n = svgNumber;
const attr = escapeXmlAttribute;
const colour = (value: string) => (COLOUR_PATTERN.test(value) ? value : 'none');

function transformOf(object: CardObject): string {
  const rotation = object.rotation === 0 ? '' : ` rotate(${n(object.rotation)})`;
  return `translate(${n(object.x)} ${n(object.y)})${rotation}`;
}

function strokeOf(object: { stroke: string; strokeWidth: number }): string {
  return ` stroke="${colour(object.stroke)}" stroke-width="${n(object.strokeWidth)}"`;
}

const ANCHORS = { left: 'start', center: 'middle', right: 'end' } as const;

function textElement(text: TextObject, context: Writer): string {
  const layout = context.options.layoutText?.(text) ?? {
    fontSize: text.fontSize,
    lines: text.text.split('\n'),
  };
  const lineHeight = layout.fontSize * text.lineHeight;
  const anchorX = { left: 0, center: text.width / 2, right: text.width }[text.align];
  // Each line is centred in its line box, as Konva draws it (canvas textBaseline "middle").
  const lines = layout.lines
    .map(
      (line, index) =>
        `<tspan x="${n(anchorX)}" y="${n((index + 0.5) * lineHeight)}">${escapeXmlText(line)}</tspan>`,
    )
    .join('');
  let clip = '';
  let clipRef = '';
  if (text.overflow === 'clip') {
    const id = `clip-${context.nextClip++}`;
    clip = `<clipPath id="${id}"><rect width="${n(text.width)}" height="${n(text.height)}"/></clipPath>`;
    clipRef = ` clip-path="url(#${id})"`;
  }
  return (
    `${clip}<text font-family="${attr(text.fontFamily)}" font-size="${n(layout.fontSize)}" font-weight="${n(text.fontWeight)}"` +
    ` fill="${colour(text.fill)}" letter-spacing="${n(text.letterSpacing)}" text-anchor="${ANCHORS[text.align]}"` +
    ` dominant-baseline="central" xml:space="preserve"${clipRef}>${lines}</text>`
  );
}

interface Writer {
  options: SerializeOptions;
  nextClip: number;
}

function body(object: CardObject, writer: Writer): string {
  const size = `width="${n(object.width)}" height="${n(object.height)}"`;
  switch (object.kind) {
    case 'rect':
      return `<rect ${size} rx="${n(object.cornerRadius)}" fill="${colour(object.fill)}"${strokeOf(object)}/>`;
    case 'ellipse':
      return `<ellipse cx="${n(object.width / 2)}" cy="${n(object.height / 2)}" rx="${n(object.width / 2)}" ry="${n(object.height / 2)}" fill="${colour(object.fill)}"${strokeOf(object)}/>`;
    case 'line': {
      const middle = n(object.height / 2);
      return `<line x1="0" y1="${middle}" x2="${n(object.width)}" y2="${middle}"${strokeOf(object)}/>`;
    }
    case 'image':
      // Only an allowed base64 data URL, which holds nothing but the base64 alphabet; else dropped.
      return parseImageDataUrl(object.src)
        ? `<image ${size} preserveAspectRatio="none" href="${attr(object.src)}"/>`
        : '';
    case 'qr': {
      const path = writer.options.qrPath(object.value);
      const side = Math.min(object.width, object.height);
      const modules =
        path && path.size > 0 && PATH_DATA.test(path.d)
          ? `<path d="${attr(path.d)}" transform="scale(${n(side / path.size)})" fill="${colour(object.fill)}"/>`
          : '';
      return `<rect ${size} fill="${colour(object.background)}"/>${modules}`;
    }
    case 'text':
      return textElement(object, writer);
    case 'group':
      return object.children.map((child) => element(child, writer)).join('');
  }
}

function element(object: CardObject, writer: Writer): string {
  if (object.hidden) return '';
  // A QR code keeps its value, so a merge-tag code can be drawn per contact when mail is made.
  const qrValue = object.kind === 'qr' ? ` data-qr-value="${attr(object.value)}"` : '';
  return `<g transform="${transformOf(object)}"${qrValue}>${body(object, writer)}</g>`;
}

export function serializeSide(
  document: CardDocument,
  side: SideName,
  options: SerializeOptions,
): string {
  const { bleedBox } = cardGeometry(document.size);
  const writer: Writer = { options, nextClip: 0 };
  const content = document.sides[side].objects.map((object) => element(object, writer)).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1"` +
    ` width="${n(pointsToInches(bleedBox.width))}in" height="${n(pointsToInches(bleedBox.height))}in"` +
    ` viewBox="0 0 ${n(bleedBox.width)} ${n(bleedBox.height)}">${content}</svg>`
  );
}
