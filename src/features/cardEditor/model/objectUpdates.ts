import type { CardObject } from './document';

/**
 * Immutable updates of a side's top-level objects with structural sharing: unchanged objects keep
 * their identity, and when nothing changes the very same array comes back, which is how history
 * tells a real change from a no-op (a nudge with only locked objects selected records nothing).
 */

/** `objects` with `change` applied to those whose id is in `ids`; the same array if none changed. */
export function updateObjectsWithIds(
  objects: CardObject[],
  ids: ReadonlySet<string>,
  change: (object: CardObject) => CardObject,
): CardObject[] {
  let changed = false;
  const next = objects.map((object) => {
    if (!ids.has(object.id)) return object;
    const updated = change(object);
    if (updated !== object) changed = true;
    return updated;
  });
  return changed ? next : objects;
}

/** The selected top-level objects a command may change: the unlocked ones, in drawing order. */
export function movableSelected(objects: readonly CardObject[], selection: readonly string[]) {
  const selected = new Set(selection);
  return objects.filter((object) => selected.has(object.id) && !object.locked);
}

/** Ids of the movable selected objects, for updateObjectsWithIds. */
export function movableIds(objects: readonly CardObject[], selection: readonly string[]) {
  return new Set(movableSelected(objects, selection).map((object) => object.id));
}

/** Moves an object by (dx, dy); the same object back for a zero move. */
export function moveBy(object: CardObject, dx: number, dy: number): CardObject {
  if (dx === 0 && dy === 0) return object;
  return { ...object, x: object.x + dx, y: object.y + dy };
}
