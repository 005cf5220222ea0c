import { type Box, boxBottom, boxCentreX, boxCentreY, boxRight, unionOfBoxes } from './box';
import type { CardObject } from './document';
import { movableIds, movableSelected, moveBy, updateObjectsWithIds } from './objectUpdates';
import { boundsOf } from './transform';

/**
 * Align, distribute and nudge. They work on what an object covers on the page (its rotated
 * bounding box), as design tools do, and never move locked objects.
 */

export const ALIGN_EDGES = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const;
export type AlignEdge = (typeof ALIGN_EDGES)[number];

/** Where an aligned edge goes: the edge of the selection's bounds, or of the page's safe box. */
export type AlignTarget = 'selection' | 'safeBox';

function alignDelta(edge: AlignEdge, box: Box, target: Box): { dx: number; dy: number } {
  switch (edge) {
    case 'left':
      return { dx: target.x - box.x, dy: 0 };
    case 'centre':
      return { dx: boxCentreX(target) - boxCentreX(box), dy: 0 };
    case 'right':
      return { dx: boxRight(target) - boxRight(box), dy: 0 };
    case 'top':
      return { dx: 0, dy: target.y - box.y };
    case 'middle':
      return { dx: 0, dy: boxCentreY(target) - boxCentreY(box) };
    case 'bottom':
      return { dx: 0, dy: boxBottom(target) - boxBottom(box) };
  }
}

export function alignObjects(
  objects: CardObject[],
  selection: readonly string[],
  edge: AlignEdge,
  target: Box | 'selection',
): CardObject[] {
  const movable = movableSelected(objects, selection);
  const targetBox = target === 'selection' ? unionOfBoxes(movable.map((o) => boundsOf(o))) : target;
  if (targetBox === null) return objects;
  return updateObjectsWithIds(objects, movableIds(objects, selection), (object) => {
    const { dx, dy } = alignDelta(edge, boundsOf(object), targetBox);
    return moveBy(object, dx, dy);
  });
}

export type DistributeAxis = 'horizontal' | 'vertical';

/**
 * Spaces the selected objects evenly between the two outermost ones, which stay put: equal gaps
 * between their bounds along the axis. Needs three or more movable objects.
 */
export function distributeObjects(
  objects: CardObject[],
  selection: readonly string[],
  axis: DistributeAxis,
): CardObject[] {
  const movable = movableSelected(objects, selection);
  if (movable.length < 3) return objects;
  const horizontal = axis === 'horizontal';
  const start = (box: Box) => (horizontal ? box.x : box.y);
  const extent = (box: Box) => (horizontal ? box.width : box.height);
  const placed = movable
    .map((object) => ({ id: object.id, box: boundsOf(object) }))
    .sort((a, b) => start(a.box) - start(b.box));
  const first = placed[0];
  const last = placed[placed.length - 1];
  if (!first || !last) return objects;
  const span = start(last.box) + extent(last.box) - start(first.box);
  const occupied = placed.reduce((sum, item) => sum + extent(item.box), 0);
  const gap = (span - occupied) / (placed.length - 1);
  const shifts = new Map<string, number>();
  let cursor = start(first.box);
  for (const item of placed) {
    shifts.set(item.id, cursor - start(item.box));
    cursor += extent(item.box) + gap;
  }
  return updateObjectsWithIds(objects, new Set(shifts.keys()), (object) => {
    const shift = shifts.get(object.id) ?? 0;
    return horizontal ? moveBy(object, shift, 0) : moveBy(object, 0, shift);
  });
}

/** Arrow-key steps, in points: 1 pt, or 10 pt with Shift. */
export const NUDGE_STEP_PT = 1;
export const NUDGE_LARGE_STEP_PT = 10;

export function nudgeObjects(
  objects: CardObject[],
  selection: readonly string[],
  dx: number,
  dy: number,
): CardObject[] {
  return updateObjectsWithIds(objects, movableIds(objects, selection), (object) =>
    moveBy(object, dx, dy),
  );
}
