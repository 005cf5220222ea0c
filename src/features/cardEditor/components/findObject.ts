import type { CardObject } from '../model';

/** An object anywhere on a side, inside groups too (preflight names drawn objects). */
export function findObject(objects: readonly CardObject[], id: string): CardObject | null {
  for (const object of objects) {
    if (object.id === id) return object;
    if (object.kind === 'group') {
      const inside = findObject(object.children, id);
      if (inside) return inside;
    }
  }
  return null;
}
