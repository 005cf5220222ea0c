/** Axis-aligned boxes in points (origin top-left, y down), the shape every guide and zone has. */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Tolerance for comparing lengths in points. Positions pass through inch conversions and
 * rotations, so an object placed exactly on a line may sit 1e-12 pt off it; 0.001 pt is far below
 * anything a printer or a pointer can resolve.
 */
export const EPSILON_PT = 0.001;

export function boxRight(box: Box): number {
  return box.x + box.width;
}

export function boxBottom(box: Box): number {
  return box.y + box.height;
}

export function boxCentreX(box: Box): number {
  return box.x + box.width / 2;
}

export function boxCentreY(box: Box): number {
  return box.y + box.height / 2;
}

/** The box shrunk by `inset` on every side (grown when negative). */
export function insetBox(box: Box, inset: number): Box {
  return {
    x: box.x + inset,
    y: box.y + inset,
    width: box.width - 2 * inset,
    height: box.height - 2 * inset,
  };
}

/** Whether `inner` lies wholly inside `outer` (touching the edge counts as inside). */
export function containsBox(outer: Box, inner: Box): boolean {
  return (
    inner.x >= outer.x - EPSILON_PT &&
    inner.y >= outer.y - EPSILON_PT &&
    boxRight(inner) <= boxRight(outer) + EPSILON_PT &&
    boxBottom(inner) <= boxBottom(outer) + EPSILON_PT
  );
}

/** Whether two boxes share some area (boxes that only touch along an edge do not). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return (
    a.x < boxRight(b) - EPSILON_PT &&
    b.x < boxRight(a) - EPSILON_PT &&
    a.y < boxBottom(b) - EPSILON_PT &&
    b.y < boxBottom(a) - EPSILON_PT
  );
}

/** The smallest box holding every box given, or null for none. */
export function unionOfBoxes(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, boxRight(box));
    bottom = Math.max(bottom, boxBottom(box));
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}
