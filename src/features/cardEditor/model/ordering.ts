import type { CardObject } from './document';
import { updateObjectsWithIds } from './objectUpdates';

/** Layer order and the lock and hide flags of the selected top-level objects. */

export const REORDER_DIRECTIONS = ['forward', 'backward', 'front', 'back'] as const;
export type ReorderDirection = (typeof REORDER_DIRECTIONS)[number];

/**
 * Moves the selected objects one step up or down, or to the top or bottom, keeping their order
 * among themselves. A step passes one unselected neighbour, so a selected run moves as a block.
 * Locked objects move too: a lock pins the object on the page, not in the layers.
 */
export function reorderObjects(
  objects: CardObject[],
  selection: readonly string[],
  direction: ReorderDirection,
): CardObject[] {
  const selected = new Set(selection);
  const isSelected = (object: CardObject | undefined) =>
    object !== undefined && selected.has(object.id);
  let next: CardObject[];
  if (direction === 'front' || direction === 'back') {
    const chosen = objects.filter((object) => selected.has(object.id));
    const rest = objects.filter((object) => !selected.has(object.id));
    next = direction === 'front' ? [...rest, ...chosen] : [...chosen, ...rest];
  } else {
    next = [...objects];
    const forward = direction === 'forward';
    // Walk against the direction of travel, so each item moves at most one place.
    for (let step = 0; step < next.length - 1; step += 1) {
      const index = forward ? next.length - 2 - step : step + 1;
      const neighbour = forward ? index + 1 : index - 1;
      if (isSelected(next[index]) && !isSelected(next[neighbour])) {
        const moving = next[index] as CardObject;
        next[index] = next[neighbour] as CardObject;
        next[neighbour] = moving;
      }
    }
  }
  return next.every((object, index) => object === objects[index]) ? objects : next;
}

/** Sets a flag on every selected object; `undefined` toggles (all on unless all are on already). */
export function setFlag(
  objects: CardObject[],
  selection: readonly string[],
  flag: 'locked' | 'hidden',
  value: boolean | undefined,
): CardObject[] {
  const ids = new Set(selection);
  const chosen = objects.filter((object) => ids.has(object.id));
  const target = value ?? !chosen.every((object) => object[flag]);
  return updateObjectsWithIds(objects, ids, (object) =>
    object[flag] === target ? object : { ...object, [flag]: target },
  );
}
