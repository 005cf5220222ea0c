import type { CardDocument, CardObject } from './document';
import { allObjectIds } from './objectTree';

/**
 * Object ids: `obj-<n>`, unique across both sides (preflight names an object by id and side, and
 * an object may be pasted onto the other side). They are derived from the document itself, one past
 * the highest in use, so commands stay pure and replay to the same ids; no clock or random source.
 * Ids of another form (from an older editor) are kept and never collide with these.
 */

const ID_PATTERN = /^obj-(\d+)$/;

/** A source of fresh ids for one command: each call returns the next unused id. */
export type NextId = () => string;

export function idAllocator(document: CardDocument): NextId {
  let highest = 0;
  for (const id of allObjectIds(document)) {
    const match = ID_PATTERN.exec(id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return () => {
    highest += 1;
    return `obj-${highest}`;
  };
}

/** A copy of an object, children included, with every id replaced by a fresh one. */
export function withFreshIds(object: CardObject, nextId: NextId): CardObject {
  if (object.kind === 'group') {
    return {
      ...object,
      id: nextId(),
      children: object.children.map((child) => withFreshIds(child, nextId)),
    };
  }
  return { ...object, id: nextId() };
}
