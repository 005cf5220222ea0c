import { cardGeometry, snapBox, snapLines } from '../../../src/features/cardEditor/model';
import { rectObject } from './cardFixtures';

const geometry = cardGeometry('6x9'); // trim 9–657 × 9–441, safe 18–648 × 18–432, centre 333 × 225

describe('snapping', () => {
  const pageOnly = snapLines(geometry, [], new Set());

  it('snaps an edge to the nearest page line within the threshold', () => {
    const result = snapBox({ x: 12, y: 150, width: 50, height: 20 }, pageOnly, 5);
    expect(result.dx).toBe(-3); // to the trim at 9, not the safe line at 18 (6 away)
    expect(result.dy).toBe(0);
    expect(result.box).toEqual({ x: 9, y: 150, width: 50, height: 20 });
    expect(result.guides).toEqual([{ orientation: 'vertical', position: 9, start: 0, end: 450 }]);
  });

  it('snaps centres to the page centre lines', () => {
    const result = snapBox({ x: 310, y: 212, width: 50, height: 20 }, pageOnly, 4);
    expect(result.box).toMatchObject({ x: 308, y: 215 }); // centres on 333 and 225
    expect(result.guides.map((guide) => guide.position).sort()).toEqual([225, 333]);
  });

  it('does not snap beyond the threshold', () => {
    const result = snapBox({ x: 100, y: 100, width: 50, height: 20 }, pageOnly, 4);
    expect(result).toMatchObject({ dx: 0, dy: 0, guides: [] });
  });

  it('snaps to other objects, not to the moving one or hidden ones, and joins them with the guide', () => {
    const objects = [
      rectObject('other', { x: 200, y: 300, width: 40, height: 40 }),
      rectObject('moving', { x: 150, y: 100, width: 48, height: 20 }),
      rectObject('hidden', { x: 199, y: 100, width: 40, height: 40, hidden: true }),
    ];
    const lines = snapLines(geometry, objects, new Set(['moving']));
    const result = snapBox({ x: 150, y: 100, width: 48, height: 20 }, lines, 3);
    expect(result.dx).toBe(2); // the right edge 198 meets the other's left edge 200
    expect(result.guides).toEqual([
      { orientation: 'vertical', position: 200, start: 100, end: 340 },
    ]);
  });
});
