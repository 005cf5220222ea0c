import {
  type Box,
  boundsOf,
  cardGeometry,
  type CardObject,
  CASCADE_OFFSET_PT,
  placeNewBox,
} from '../../../src/features/cardEditor/model';
import { rectObject } from './cardFixtures';

const geometry = cardGeometry('6x9');
const whole = { visible: geometry.bleedBox, bounds: geometry.safeBox, page: geometry.bleedBox };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Adds boxes of these sizes one after another, as the toolbar does. */
function addInTurn(sizes: { width: number; height: number }[], start: CardObject[] = []) {
  const objects = [...start];
  let last: Box | null = null;
  for (const [index, size] of sizes.entries()) {
    const box = placeNewBox(size, objects, whole, last);
    objects.push(rectObject(`added-${index}`, box));
    last = box;
  }
  return objects;
}

describe('where a new object goes (issue 27)', () => {
  it('puts the first one in the middle of what is in view', () => {
    const box = placeNewBox({ width: 100, height: 50 }, [], whole, null);
    expect(box.x + box.width / 2).toBeCloseTo(geometry.bleedBox.width / 2, 0);
    expect(box.y + box.height / 2).toBeCloseTo(geometry.bleedBox.height / 2, 0);
  });

  it('never lays a rectangle, an ellipse, a text and a merge field over each other', () => {
    const added = addInTurn([
      { width: 160, height: 100 },
      { width: 120, height: 120 },
      { width: 260, height: 48 },
      { width: 260, height: 48 },
    ]);
    for (const [index, a] of added.entries())
      for (const b of added.slice(index + 1))
        expect(overlaps(boundsOf(a), boundsOf(b))).toBe(false);
    // Each stays inside the safe zone.
    for (const object of added) {
      expect(object.x).toBeGreaterThanOrEqual(geometry.safeBox.x);
      expect(object.y + object.height).toBeLessThanOrEqual(
        geometry.safeBox.y + geometry.safeBox.height + 0.001,
      );
    }
  });

  it('sits on a background rather than looking elsewhere', () => {
    const background = rectObject('background', { ...geometry.bleedBox });
    const [, added] = addInTurn([{ width: 100, height: 50 }], [background]);
    const centre = placeNewBox({ width: 100, height: 50 }, [], whole, null);
    expect(boundsOf(added!)).toEqual(centre);
  });

  it('starts from the centre of the part in view when zoomed in', () => {
    const visible = { x: 20, y: 20, width: 200, height: 100 };
    const box = placeNewBox({ width: 40, height: 20 }, [], { ...whole, visible }, null);
    expect(box).toEqual({ x: 100, y: 60, width: 40, height: 20 });
  });

  it('steps off the last one added when the card has no free spot left', () => {
    const full = addInTurn(Array.from({ length: 40 }, () => ({ width: 150, height: 150 })));
    const last = boundsOf(full.at(-1)!);
    const next = placeNewBox({ width: 150, height: 150 }, full, whole, last);
    expect(next.x === last.x + CASCADE_OFFSET_PT || next.x === geometry.safeBox.x).toBe(true);
    expect(next).not.toEqual(last);
  });
});
