import { unionOfBoxes } from './box';
import type { CardObject, GroupObject } from './document';
import { movableSelected } from './objectUpdates';
import { applyMatrix, boundsOf, normaliseRotation, placementMatrix } from './transform';

/**
 * Groups. A group's box is the bounds of its children when it is made; the children are then kept
 * in the group's own coordinates, so moving or rotating the group carries them along unchanged.
 */

/**
 * Puts the selected unlocked objects (two or more) into a new group, drawn where the topmost of
 * them was. Returns the objects unchanged and a null id when there is nothing to group.
 */
export function groupObjects(
  objects: CardObject[],
  selection: readonly string[],
  groupId: string,
): { objects: CardObject[]; groupId: string | null } {
  const members = movableSelected(objects, selection);
  const bounds = unionOfBoxes(members.map((object) => boundsOf(object)));
  if (members.length < 2 || bounds === null) return { objects, groupId: null };
  const memberIds = new Set(members.map((object) => object.id));
  const group: GroupObject = {
    kind: 'group',
    id: groupId,
    name: '',
    x: bounds.x,
    y: bounds.y,
    width: bounds.width,
    height: bounds.height,
    rotation: 0,
    locked: false,
    hidden: false,
    children: members.map((object) => ({
      ...object,
      x: object.x - bounds.x,
      y: object.y - bounds.y,
    })),
  };
  const topIndex = Math.max(...members.map((object) => objects.indexOf(object)));
  const next: CardObject[] = [];
  objects.forEach((object, index) => {
    if (index === topIndex) next.push(group);
    else if (!memberIds.has(object.id)) next.push(object);
  });
  return { objects: next, groupId };
}

/** A group's child placed on the page: the group's translation and rotation folded into it. */
function releaseChild(group: GroupObject, child: CardObject): CardObject {
  const origin = applyMatrix(placementMatrix(group), { x: child.x, y: child.y });
  return {
    ...child,
    x: origin.x,
    y: origin.y,
    rotation: normaliseRotation(group.rotation + child.rotation),
    hidden: child.hidden || group.hidden,
  };
}

/** Replaces each selected unlocked group by its children, in place. Returns the children's ids. */
export function ungroupObjects(
  objects: CardObject[],
  selection: readonly string[],
): { objects: CardObject[]; releasedIds: string[] } {
  const groups = new Set(
    movableSelected(objects, selection).filter((object) => object.kind === 'group'),
  );
  if (groups.size === 0) return { objects, releasedIds: [] };
  const releasedIds: string[] = [];
  const next = objects.flatMap((object) => {
    if (object.kind !== 'group' || !groups.has(object)) return [object];
    const children = object.children.map((child) => releaseChild(object, child));
    releasedIds.push(...children.map((child) => child.id));
    return children;
  });
  return { objects: next, releasedIds };
}

/** Scales an object's geometry about its parent's origin (used inside a resized group). */
function scaleObject(object: CardObject, sx: number, sy: number): CardObject {
  const scaled = {
    ...object,
    x: object.x * sx,
    y: object.y * sy,
    width: object.width * sx,
    height: object.height * sy,
  };
  switch (scaled.kind) {
    case 'group':
      return { ...scaled, children: scaled.children.map((child) => scaleObject(child, sx, sy)) };
    case 'text':
      // Text grows with the smaller factor, so a group stretched one way still fits its text.
      return { ...scaled, fontSize: scaled.fontSize * Math.min(sx, sy) };
    case 'rect':
      return { ...scaled, cornerRadius: scaled.cornerRadius * Math.min(sx, sy) };
    default:
      return scaled;
  }
}

/**
 * A group given a new size scales its children to match, since the model has no scale factors
 * (Konva's Transformer scales a group; the canvas turns that into this). Exact for unrotated
 * children and for uniform scaling; a rotated child stretched one way keeps its angle, not a skew.
 */
export function resizeGroup(group: GroupObject, width: number, height: number): GroupObject {
  const sx = group.width > 0 ? width / group.width : 1;
  const sy = group.height > 0 ? height / group.height : 1;
  if (sx === 1 && sy === 1) return group;
  return {
    ...group,
    width,
    height,
    children: group.children.map((child) => scaleObject(child, sx, sy)),
  };
}
