import { type Box, boxBottom, boxesOverlap, boxRight, containsBox, insetBox } from './box';
import type { CardObject } from './document';
import { boundsOf } from './transform';

/**
 * Where a new object goes (issue 27): near the centre of what the author is looking at, on a free
 * spot so it hides nothing and nothing hides it. Canva and Figma place new objects in view and
 * step them off each other; a fixed centre stacked every new object on the last one.
 */

/** The grid the free-spot search steps along, in points (1/6 in). */
export const PLACEMENT_STEP_PT = 12;
/** When no free spot is left, each new object steps this far off the last one added. */
export const CASCADE_OFFSET_PT = 12;
/** The clear space kept around objects already there, so new ones do not touch them. */
export const PLACEMENT_GAP_PT = 6;
/** An object covering this share of the page is a background: new objects may sit on it. */
const BACKGROUND_SHARE = 0.5;
/** Rings of the search: 40 steps of 12 pt reach 480 pt, past the edge of the largest card. */
const MAX_RINGS = 40;

export interface PlacementArea {
  /** The page box in view (page coordinates), where the search starts from its centre. */
  visible: Box;
  /** Where a new object should stay: the card's safe zone. */
  bounds: Box;
  /** The whole page, to tell a background from a foreground object. */
  page: Box;
}

const area = (box: Box) => box.width * box.height;

/** The boxes a new object must not overlap: every shown object that is not a background. */
function occupiedBoxes(objects: readonly CardObject[], page: Box): Box[] {
  return objects
    .filter((object) => !object.hidden)
    .map((object) => boundsOf(object))
    .filter((box) => area(box) < BACKGROUND_SHARE * area(page))
    .map((box) => insetBox(box, -PLACEMENT_GAP_PT));
}

function clampInto(box: Box, bounds: Box): Box {
  const x = Math.min(Math.max(box.x, bounds.x), Math.max(bounds.x, boxRight(bounds) - box.width));
  const y = Math.min(Math.max(box.y, bounds.y), Math.max(bounds.y, boxBottom(bounds) - box.height));
  return { ...box, x, y };
}

/** Candidate top-left corners ring by ring around `start`, nearest ring first. */
function* ringsAround(start: Box): Generator<Box> {
  yield start;
  for (let ring = 1; ring <= MAX_RINGS; ring += 1) {
    for (let dy = -ring; dy <= ring; dy += 1) {
      for (let dx = -ring; dx <= ring; dx += 1) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== ring) continue;
        yield {
          ...start,
          x: start.x + dx * PLACEMENT_STEP_PT,
          y: start.y + dy * PLACEMENT_STEP_PT,
        };
      }
    }
  }
}

/**
 * The box a new object of `size` takes: centred in view when that spot is free, else the nearest
 * free spot inside the bounds (nearest by rings of 12 pt); when the card is too full for one, a
 * cascade step off the last object added (`lastAdded`) so it never lands exactly on it.
 */
export function placeNewBox(
  size: { width: number; height: number },
  objects: readonly CardObject[],
  where: PlacementArea,
  lastAdded: Box | null,
): Box {
  const width = Math.min(size.width, where.bounds.width);
  const height = Math.min(size.height, where.bounds.height);
  const centreX = where.visible.x + where.visible.width / 2;
  const centreY = where.visible.y + where.visible.height / 2;
  const start = clampInto(
    { x: centreX - width / 2, y: centreY - height / 2, width, height },
    where.bounds,
  );
  const occupied = occupiedBoxes(objects, where.page);
  for (const candidate of ringsAround(start)) {
    if (!containsBox(where.bounds, candidate)) continue;
    if (!occupied.some((box) => boxesOverlap(box, candidate))) return candidate;
  }
  if (!lastAdded) return start;
  const stepped = {
    x: lastAdded.x + CASCADE_OFFSET_PT,
    y: lastAdded.y + CASCADE_OFFSET_PT,
    width,
    height,
  };
  // Past the bounds' far corner the cascade starts again from the top-left of the bounds.
  return containsBox(where.bounds, stepped)
    ? stepped
    : { x: where.bounds.x, y: where.bounds.y, width, height };
}
