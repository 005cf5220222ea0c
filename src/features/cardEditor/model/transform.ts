import { type Box, EPSILON_PT } from './box';

/**
 * Placement maths. An object's (x, y) is the top-left corner of its unrotated box and `rotation`
 * turns it clockwise, in degrees, about that corner: exactly Konva's convention for a node with no
 * offset, so the canvas can take the numbers as they are, and SVG's `translate(x y) rotate(r)`.
 */

export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A 2-D affine matrix [a, b, c, d, e, f] as canvas and SVG write it: x' = a·x + c·y + e. */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function applyMatrix(m: Matrix, point: Point): Point {
  return { x: m[0] * point.x + m[2] * point.y + m[4], y: m[1] * point.x + m[3] * point.y + m[5] };
}

/** The matrix taking an object's own coordinates to its parent's. */
export function placementMatrix(placement: Placement): Matrix {
  const radians = (placement.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [cos, sin, -sin, cos, placement.x, placement.y];
}

/** The four corners of a placed box, clockwise from its own top-left, in `parent`'s space. */
export function cornersOf(placement: Placement, parent: Matrix = IDENTITY): Point[] {
  const m = multiply(parent, placementMatrix(placement));
  const { width, height } = placement;
  return [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ].map((corner) => applyMatrix(m, corner));
}

/** The axis-aligned box around some points. */
export function boundsOfPoints(points: readonly Point[]): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The axis-aligned box a placed (possibly rotated) box covers. */
export function boundsOf(placement: Placement, parent: Matrix = IDENTITY): Box {
  return boundsOfPoints(cornersOf(placement, parent));
}

function project(points: readonly Point[], axis: Point): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const point of points) {
    const value = point.x * axis.x + point.y * axis.y;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return [min, max];
}

/**
 * Whether a convex polygon (a rotated box's corners) shares area with an axis-aligned box, by the
 * separating-axis test: exact for rotated objects, where their bounding box would also flag the
 * empty corners around them. Shapes that only touch along an edge do not overlap.
 */
export function polygonOverlapsBox(polygon: readonly Point[], box: Box): boolean {
  const boxCorners = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
  const axes: Point[] = [
    { x: 1, y: 0 },
    { x: 0, y: 1 },
  ];
  for (let index = 0; index < polygon.length; index += 1) {
    const from = polygon[index];
    const to = polygon[(index + 1) % polygon.length];
    if (!from || !to) continue;
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    if (length > 0) axes.push({ x: -(to.y - from.y) / length, y: (to.x - from.x) / length });
  }
  return axes.every((axis) => {
    const [polygonMin, polygonMax] = project(polygon, axis);
    const [boxMin, boxMax] = project(boxCorners, axis);
    return polygonMin < boxMax - EPSILON_PT && boxMin < polygonMax - EPSILON_PT;
  });
}

/** Rotation in [0, 360), so stored angles compare and round-trip cleanly. */
export function normaliseRotation(degrees: number): number {
  const turned = degrees % 360;
  const positive = turned < 0 ? turned + 360 : turned;
  return Math.abs(positive - 360) < 1e-9 ? 0 : positive;
}
