import { type Box, boxBottom, boxCentreX, boxCentreY, boxRight, EPSILON_PT } from './box';
import type { CardObject } from './document';
import type { CardGeometry } from './geometry';
import { boundsOf } from './transform';

/**
 * Snapping a moving box to guides: the page's trim, safe and centre lines, and the edges and
 * centres of other objects. Pure numbers in points; the canvas converts its pixel threshold with
 * the zoom (threshold pt = threshold px / scale) and draws the returned guide lines on its
 * non-listening guide layer, which export never includes.
 */

export type Orientation = 'vertical' | 'horizontal';
export type GuideSource = 'trim' | 'safe' | 'centre' | 'object';

/** A line something can snap to: x for vertical lines, y for horizontal ones. */
export interface SnapLine {
  orientation: Orientation;
  position: number;
  source: GuideSource;
  /** Where the line's owner lies along it, so a drawn guide can join the two boxes. */
  start: number;
  end: number;
}

/** A guide to draw, from `start` to `end` along the line at `position`. */
export interface GuideLine {
  orientation: Orientation;
  position: number;
  start: number;
  end: number;
}

function pageLines(geometry: CardGeometry): SnapLine[] {
  const { trimBox, safeBox, bleedBox } = geometry;
  const lines: SnapLine[] = [];
  const add = (source: GuideSource, xs: number[], ys: number[]) => {
    for (const x of xs) {
      lines.push({ orientation: 'vertical', position: x, source, start: 0, end: bleedBox.height });
    }
    for (const y of ys) {
      lines.push({ orientation: 'horizontal', position: y, source, start: 0, end: bleedBox.width });
    }
  };
  add('trim', [trimBox.x, boxRight(trimBox)], [trimBox.y, boxBottom(trimBox)]);
  add('safe', [safeBox.x, boxRight(safeBox)], [safeBox.y, boxBottom(safeBox)]);
  add('centre', [boxCentreX(trimBox)], [boxCentreY(trimBox)]);
  return lines;
}

function objectLines(box: Box): SnapLine[] {
  const vertical = (position: number): SnapLine => ({
    orientation: 'vertical',
    position,
    source: 'object',
    start: box.y,
    end: boxBottom(box),
  });
  const horizontal = (position: number): SnapLine => ({
    orientation: 'horizontal',
    position,
    source: 'object',
    start: box.x,
    end: boxRight(box),
  });
  return [
    vertical(box.x),
    vertical(boxCentreX(box)),
    vertical(boxRight(box)),
    horizontal(box.y),
    horizontal(boxCentreY(box)),
    horizontal(boxBottom(box)),
  ];
}

/**
 * The lines a drag can snap to: the page's, and those of every visible top-level object not being
 * moved (`movingIds`).
 */
export function snapLines(
  geometry: CardGeometry,
  objects: readonly CardObject[],
  movingIds: ReadonlySet<string>,
): SnapLine[] {
  const others = objects.filter((object) => !object.hidden && !movingIds.has(object.id));
  return [...pageLines(geometry), ...others.flatMap((object) => objectLines(boundsOf(object)))];
}

/** The smallest shift within `threshold` that puts one of `moving` on one of `lines`, or 0. */
function bestShift(moving: number[], lines: readonly SnapLine[], threshold: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (const line of lines) {
    for (const position of moving) {
      const shift = line.position - position;
      if (Math.abs(shift) <= threshold && Math.abs(shift) < bestDistance) {
        best = shift;
        bestDistance = Math.abs(shift);
      }
    }
  }
  return best;
}

export interface SnapResult {
  /** The box where it lands, and how far snapping moved it. */
  box: Box;
  dx: number;
  dy: number;
  guides: GuideLine[];
}

/**
 * Snaps a moving box (its left, centre and right; top, middle and bottom) to the nearest line on
 * each axis within `threshold` points. Returns the guides the landed box touches, each drawn far
 * enough to join the box and the line's owner.
 */
export function snapBox(box: Box, lines: readonly SnapLine[], threshold: number): SnapResult {
  const vertical = lines.filter((line) => line.orientation === 'vertical');
  const horizontal = lines.filter((line) => line.orientation === 'horizontal');
  const dx = bestShift([box.x, boxCentreX(box), boxRight(box)], vertical, threshold);
  const dy = bestShift([box.y, boxCentreY(box), boxBottom(box)], horizontal, threshold);
  const landed = { ...box, x: box.x + dx, y: box.y + dy };
  const xs = [landed.x, boxCentreX(landed), boxRight(landed)];
  const ys = [landed.y, boxCentreY(landed), boxBottom(landed)];
  const guides = new Map<string, GuideLine>();
  const touch = (line: SnapLine, along: [number, number]) => {
    const key = `${line.orientation}:${line.position.toFixed(3)}`;
    const known = guides.get(key);
    const start = Math.min(line.start, along[0], known?.start ?? Infinity);
    const end = Math.max(line.end, along[1], known?.end ?? -Infinity);
    guides.set(key, { orientation: line.orientation, position: line.position, start, end });
  };
  for (const line of vertical) {
    if (xs.some((x) => Math.abs(x - line.position) <= EPSILON_PT)) {
      touch(line, [landed.y, boxBottom(landed)]);
    }
  }
  for (const line of horizontal) {
    if (ys.some((y) => Math.abs(y - line.position) <= EPSILON_PT)) {
      touch(line, [landed.x, boxRight(landed)]);
    }
  }
  return { box: landed, dx, dy, guides: [...guides.values()] };
}
