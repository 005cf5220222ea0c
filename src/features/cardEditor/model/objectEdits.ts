import {
  type CardObject,
  COLOUR_PATTERN,
  type EllipseObject,
  type GroupObject,
  type ImageObject,
  type LineObject,
  type QrObject,
  type RectObject,
  type TextObject,
} from './document';
import { type NextId, withFreshIds } from './ids';
import { resizeGroup } from './grouping';
import { movableIds, moveBy } from './objectUpdates';
import { normaliseRotation } from './transform';

/** Adding, changing, deleting and copying top-level objects. */

type PatchOf<T> = Partial<Omit<T, 'id' | 'kind' | 'children'>>;
/** New values for some of an object's own fields (never its id, kind or children). */
export type ObjectPatch =
  | PatchOf<TextObject>
  | PatchOf<ImageObject>
  | PatchOf<RectObject>
  | PatchOf<EllipseObject>
  | PatchOf<LineObject>
  | PatchOf<QrObject>
  | PatchOf<GroupObject>;

const COLOUR_FIELDS = new Set(['fill', 'stroke', 'background']);
const NON_NEGATIVE_FIELDS = new Set(['width', 'height', 'strokeWidth', 'cornerRadius']);

/**
 * Keeps the patch's fields that this kind of object has and that hold a sane value: numbers
 * finite (sizes not negative), colours in the allowed form. Anything else is ignored rather than
 * stored, so a bad value from a form can never reach the document or the export.
 */
function cleanPatch(object: CardObject, patch: ObjectPatch): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in object) || key === 'id' || key === 'kind' || key === 'children') continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    if (typeof value === 'number' && NON_NEGATIVE_FIELDS.has(key) && value < 0) continue;
    if (COLOUR_FIELDS.has(key) && !(typeof value === 'string' && COLOUR_PATTERN.test(value)))
      continue;
    if (typeof value !== typeof (object as unknown as Record<string, unknown>)[key]) continue;
    clean[key] = key === 'rotation' ? normaliseRotation(value as number) : value;
  }
  return clean;
}

/**
 * Applies a patch to one object. A locked object takes only a new name. A group given a new size
 * scales its children (grouping.ts). Returns the same object when nothing changes.
 */
export function patchObject(object: CardObject, patch: ObjectPatch): CardObject {
  const clean = cleanPatch(object, patch);
  const fields = object.locked ? ('name' in clean ? { name: clean.name } : {}) : clean;
  const record = object as unknown as Record<string, unknown>;
  if (Object.entries(fields).every(([key, value]) => record[key] === value)) return object;
  let base: CardObject = object;
  if (base.kind === 'group' && ('width' in fields || 'height' in fields)) {
    const width = typeof fields.width === 'number' ? fields.width : base.width;
    const height = typeof fields.height === 'number' ? fields.height : base.height;
    base = resizeGroup(base, width, height);
  }
  return { ...base, ...fields };
}

export interface ObjectChange {
  id: string;
  patch: ObjectPatch;
}

/** Applies several changes at once (one drag of many objects is one undo step). */
export function applyChanges(
  objects: CardObject[],
  changes: readonly ObjectChange[],
): CardObject[] {
  const byId = new Map<string, ObjectPatch[]>();
  for (const change of changes) byId.set(change.id, [...(byId.get(change.id) ?? []), change.patch]);
  let changed = false;
  const next = objects.map((object) => {
    const patches = byId.get(object.id);
    if (!patches) return object;
    const patched = patches.reduce(patchObject, object);
    if (patched !== object) changed = true;
    return patched;
  });
  return changed ? next : objects;
}

/** Adds an object on top, with a fresh id (and fresh ids inside a group). */
export function addObject(
  objects: CardObject[],
  object: CardObject,
  nextId: NextId,
): { objects: CardObject[]; id: string } {
  const added = withFreshIds(object, nextId);
  return { objects: [...objects, added], id: added.id };
}

/** Removes the selected unlocked objects; locked ones stay (and stay selected). */
export function deleteSelected(objects: CardObject[], selection: readonly string[]): CardObject[] {
  const doomed = movableIds(objects, selection);
  if (doomed.size === 0) return objects;
  return objects.filter((object) => !doomed.has(object.id));
}

/** The selected objects as they are, in drawing order: what copy puts on the clipboard. */
export function copySelected(objects: readonly CardObject[], selection: readonly string[]) {
  const selected = new Set(selection);
  return objects.filter((object) => selected.has(object.id));
}

/** How far a pasted or duplicated copy lands from its original, so it is visibly a new object. */
export const PASTE_OFFSET_PT = 10;

/**
 * Puts copies of `clipboard` on top, with fresh ids, moved by `offset` on both axes. Returns the
 * copies' ids, which become the selection.
 */
export function pasteObjects(
  objects: CardObject[],
  clipboard: readonly CardObject[],
  offset: number,
  nextId: NextId,
): { objects: CardObject[]; ids: string[] } {
  if (clipboard.length === 0) return { objects, ids: [] };
  const copies = clipboard.map((object) => moveBy(withFreshIds(object, nextId), offset, offset));
  return { objects: [...objects, ...copies], ids: copies.map((copy) => copy.id) };
}
