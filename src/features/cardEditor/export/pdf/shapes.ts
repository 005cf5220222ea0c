import {
  appendBezierCurve,
  closePath,
  concatTransformationMatrix,
  fill,
  fillAndStroke,
  lineTo,
  moveTo,
  type PDFOperator,
  rectangle,
  setDashPattern,
  setLineWidth,
  stroke,
} from 'pdf-lib';
import type { EllipseObject, LineObject, QrObject, RectObject } from '../../model';
import { qrPathOf } from '../../render/qr';
import { fillColour, rgbOf, strokeColour } from './paint';

/**
 * The vector shapes, in the object's own space (y down, origin at its top-left), drawn as Konva
 * draws them (canvas/CardNode.tsx): fill first, then a stroke centred on the outline, no stroke
 * when its colour is none or its width 0 (a PDF line width of 0 would still print a hairline).
 */

/** The control-point distance that makes four cubic Béziers a circle (4/3·(√2−1)). */
const KAPPA = 0.5522847498;

function paintOps(
  fillColourOf: string,
  strokeColourOf: string,
  strokeWidth: number,
): {
  head: PDFOperator[];
  paint: PDFOperator | null;
} {
  const fillRgb = rgbOf(fillColourOf);
  const strokeRgb = strokeWidth > 0 ? rgbOf(strokeColourOf) : null;
  const head: PDFOperator[] = [];
  if (fillRgb) head.push(fillColour(fillRgb));
  if (strokeRgb) head.push(strokeColour(strokeRgb), setLineWidth(strokeWidth));
  const paint =
    fillRgb && strokeRgb ? fillAndStroke() : fillRgb ? fill() : strokeRgb ? stroke() : null;
  return { head, paint };
}

function roundedRectPath(width: number, height: number, radius: number): PDFOperator[] {
  // Konva clamps the radius to half the shorter side; so does this.
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  if (r === 0) return [rectangle(0, 0, width, height)];
  const k = r * (1 - KAPPA);
  return [
    moveTo(r, 0),
    lineTo(width - r, 0),
    appendBezierCurve(width - k, 0, width, k, width, r),
    lineTo(width, height - r),
    appendBezierCurve(width, height - k, width - k, height, width - r, height),
    lineTo(r, height),
    appendBezierCurve(k, height, 0, height - k, 0, height - r),
    lineTo(0, r),
    appendBezierCurve(0, k, k, 0, r, 0),
    closePath(),
  ];
}

export function rectOps(object: RectObject): PDFOperator[] {
  const { head, paint } = paintOps(object.fill, object.stroke, object.strokeWidth);
  if (!paint) return [];
  return [...head, ...roundedRectPath(object.width, object.height, object.cornerRadius), paint];
}

export function ellipseOps(object: EllipseObject): PDFOperator[] {
  const { head, paint } = paintOps(object.fill, object.stroke, object.strokeWidth);
  if (!paint) return [];
  const rx = object.width / 2;
  const ry = object.height / 2;
  const ox = rx * KAPPA;
  const oy = ry * KAPPA;
  return [
    ...head,
    moveTo(0, ry),
    appendBezierCurve(0, ry - oy, rx - ox, 0, rx, 0),
    appendBezierCurve(rx + ox, 0, 2 * rx, ry - oy, 2 * rx, ry),
    appendBezierCurve(2 * rx, ry + oy, rx + ox, 2 * ry, rx, 2 * ry),
    appendBezierCurve(rx - ox, 2 * ry, 0, ry + oy, 0, ry),
    closePath(),
    paint,
  ];
}

/** Across the middle of its box, butt-ended (canvas's and PDF's default cap). */
export function lineOps(object: LineObject): PDFOperator[] {
  const rgb = object.strokeWidth > 0 ? rgbOf(object.stroke) : null;
  if (!rgb) return [];
  const middle = object.height / 2;
  return [
    strokeColour(rgb),
    setLineWidth(object.strokeWidth),
    moveTo(0, middle),
    lineTo(object.width, middle),
    stroke(),
  ];
}

/** What the canvas shows for an image it cannot decode, so the proof shows the same gap. */
export function missingImageOps(width: number, height: number): PDFOperator[] {
  return [
    fillColour([0xe2 / 255, 0xe8 / 255, 0xf0 / 255]),
    strokeColour([0x94 / 255, 0xa3 / 255, 0xb8 / 255]),
    setLineWidth(2),
    setDashPattern([6, 4], 0),
    rectangle(0, 0, width, height),
    fillAndStroke(),
    setDashPattern([], 0),
  ];
}

const MODULE = /M(\d+) (\d+)h1v1h-1z/g;

/**
 * A QR code: its background, then its dark modules as rectangles, one per horizontal run of
 * modules (a third of the operators of one per module). The modules are read from the very path
 * the canvas draws (render/qr.ts), so both show the same code.
 */
export function qrOps(object: QrObject): PDFOperator[] {
  const ops: PDFOperator[] = [];
  const background = rgbOf(object.background);
  if (background)
    ops.push(fillColour(background), rectangle(0, 0, object.width, object.height), fill());
  const path = qrPathOf(object.value);
  const ink = rgbOf(object.fill);
  if (!path || path.size <= 0 || !ink) return ops;
  const runs: PDFOperator[] = [];
  let row = -1;
  let start = -1;
  let end = -1;
  const flush = () => {
    if (end > start) runs.push(rectangle(start, row, end - start, 1));
  };
  for (const match of path.d.matchAll(MODULE)) {
    const x = Number(match[1]);
    const y = Number(match[2]);
    if (y === row && x === end) {
      end += 1;
      continue;
    }
    flush();
    row = y;
    start = x;
    end = x + 1;
  }
  flush();
  if (runs.length === 0) return ops;
  const scale = Math.min(object.width, object.height) / path.size;
  return [
    ...ops,
    fillColour(ink),
    concatTransformationMatrix(scale, 0, 0, scale, 0, 0),
    ...runs,
    fill(),
  ];
}
