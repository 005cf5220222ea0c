import type { CardDocument, CardObject } from './document';
import { IDENTITY, type Matrix, multiply, placementMatrix } from './transform';

/** Walking the object tree: groups hold children in their own coordinates (document.ts). */

/** Every object id in the document, both sides, groups and their children alike. */
export function* allObjectIds(document: CardDocument): Generator<string> {
  for (const side of Object.values(document.sides)) yield* idsIn(side.objects);
}

function* idsIn(objects: readonly CardObject[]): Generator<string> {
  for (const object of objects) {
    yield object.id;
    if (object.kind === 'group') yield* idsIn(object.children);
  }
}

/** A drawable (non-group) object with the matrix that places its parent on the page. */
export interface PlacedLeaf {
  object: Exclude<CardObject, { kind: 'group' }>;
  /** Parent-to-page matrix: identity for a top-level object. */
  parentMatrix: Matrix;
  /** The top-level object it belongs to (itself when not grouped): what a click selects. */
  topLevelId: string;
}

/**
 * The visible drawable objects of a side in drawing order, each with its page placement. Hidden
 * objects are left out, and so is everything inside a hidden group.
 */
export function visibleLeaves(objects: readonly CardObject[]): PlacedLeaf[] {
  const leaves: PlacedLeaf[] = [];
  const visit = (list: readonly CardObject[], parentMatrix: Matrix, topLevelId: string | null) => {
    for (const object of list) {
      if (object.hidden) continue;
      const top = topLevelId ?? object.id;
      if (object.kind === 'group') {
        visit(object.children, multiply(parentMatrix, placementMatrix(object)), top);
      } else {
        leaves.push({ object, parentMatrix, topLevelId: top });
      }
    }
  };
  visit(objects, IDENTITY, null);
  return leaves;
}

/** The id of the top-level object holding `id` (itself when top-level), or null if absent. */
export function topLevelIdOf(objects: readonly CardObject[], id: string): string | null {
  const holds = (object: CardObject): boolean =>
    object.id === id || (object.kind === 'group' && object.children.some(holds));
  return objects.find(holds)?.id ?? null;
}

/** Every image in a list of objects, groups included, hidden or not (they are all saved). */
export function* imagesIn(
  objects: readonly CardObject[],
): Generator<Extract<CardObject, { kind: 'image' }>> {
  for (const object of objects) {
    if (object.kind === 'image') yield object;
    else if (object.kind === 'group') yield* imagesIn(object.children);
  }
}
