// A busy 6×9 card for the card editor's bench rows: 500 objects on the front (rectangles,
// ellipses, texts and lines on a grid across the safe zone), the last one a 90 pt square near the
// top-left that the drag rows move, and one text on the back. Deterministic: every run draws the
// same card. Sizes are points (src/features/cardEditor/model/geometry.ts: 6×9 is 666 × 450 pt
// with bleed).
const KINDS = [
  'rect',
  'ellipse',
  'text',
  'rect',
  'line',
  'text',
  'ellipse',
  'rect',
  'text',
  'rect',
];
const COLOURS = ['#1457c4', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#334155'];
export const BENCH_OBJECTS = 500;
/** Where the dragged square sits, in points from the bleed box's top-left. */
export const TARGET = { x: 60, y: 60, size: 90 };

const base = (index) => ({
  id: `obj-${index + 1}`,
  name: '',
  locked: false,
  hidden: false,
  rotation: 0,
});

function objectAt(index) {
  const column = index % 25;
  const row = Math.floor(index / 25);
  const placement = { x: 24 + column * 24.5, y: 24 + row * 20, width: 40, height: 26 };
  const colour = COLOURS[index % COLOURS.length];
  switch (KINDS[index % KINDS.length]) {
    case 'rect':
      return {
        ...base(index),
        ...placement,
        kind: 'rect',
        fill: colour,
        stroke: 'none',
        strokeWidth: 0,
        cornerRadius: 3,
      };
    case 'ellipse':
      return {
        ...base(index),
        ...placement,
        kind: 'ellipse',
        fill: colour,
        stroke: '#ffffff',
        strokeWidth: 1,
      };
    case 'line':
      return { ...base(index), ...placement, kind: 'line', stroke: colour, strokeWidth: 2 };
    default:
      return {
        ...base(index),
        ...placement,
        kind: 'text',
        text: `Item ${index + 1} {{first_name}}`,
        fontFamily: 'Inter',
        fontSize: 8,
        fontWeight: 400,
        fill: '#111827',
        align: 'left',
        lineHeight: 1.2,
        letterSpacing: 0,
        overflow: 'clip',
      };
  }
}

export function benchDocument() {
  const front = Array.from({ length: BENCH_OBJECTS - 1 }, (_, index) => objectAt(index));
  front.push({
    ...base(BENCH_OBJECTS - 1),
    name: 'Bench target',
    x: TARGET.x,
    y: TARGET.y,
    width: TARGET.size,
    height: TARGET.size,
    kind: 'rect',
    fill: '#db2777',
    stroke: '#111827',
    strokeWidth: 2,
    cornerRadius: 0,
  });
  const back = [
    {
      ...base(BENCH_OBJECTS),
      x: 40,
      y: 40,
      width: 240,
      height: 40,
      kind: 'text',
      text: 'Call {{business_name}} today',
      fontFamily: 'Inter',
      fontSize: 18,
      fontWeight: 700,
      fill: '#111827',
      align: 'left',
      lineHeight: 1.2,
      letterSpacing: 0,
      overflow: 'shrink',
    },
  ];
  return { version: 1, size: '6x9', sides: { front: { objects: front }, back: { objects: back } } };
}
