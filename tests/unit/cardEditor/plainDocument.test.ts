// @vitest-environment node
import {
  type CardDocument,
  type CardObject,
  parseCardDocument,
} from '../../../src/features/cardEditor/model';
import { schemaRead } from '../../../src/features/cardEditor/model/parseDocument';
import { readPlainDocument } from '../../../src/features/cardEditor/model/plainDocument';
import {
  documentWith,
  ellipseObject,
  groupObject,
  imageObject,
  lineObject,
  qrObject,
  rectObject,
  textObject,
} from './cardFixtures';

const everyKind = (): CardObject[] => [
  textObject('obj-1', { overflow: 'clip', fontWeight: 700, align: 'center' }),
  imageObject('obj-2'),
  rectObject('obj-3', { rotation: -12.5 }),
  ellipseObject('obj-4', { hidden: true }),
  lineObject('obj-5', { locked: true }),
  qrObject('obj-6', { value: '{{website}}' }),
  groupObject('obj-7', [rectObject('obj-8'), textObject('obj-9', { rotation: 45 })]),
];

/** The same object with its keys in the reverse order and one the schema does not know. */
function shuffled(object: CardObject): Record<string, unknown> {
  const entries = Object.entries(object).reverse();
  return Object.fromEntries([['extra', 'dropped'], ...entries]);
}

/** Both readings as JSON, so the order of the keys counts too. */
function readings(value: unknown) {
  const fast = readPlainDocument(value);
  return { fast: fast && JSON.stringify(fast), schema: JSON.stringify(schemaRead(value)) };
}

describe('reading a document already in shape without the schema (plainDocument.ts)', () => {
  it('reads every kind of object as the schema does, keys in the schema’s order, unknown ones left out', () => {
    const document = documentWith(everyKind(), [textObject('obj-10')]);
    const messy = {
      ...documentWith(everyKind().map(shuffled) as never, []),
      note: 'not part of a card',
    };
    for (const value of [document, messy, JSON.parse(JSON.stringify(messy)) as unknown]) {
      const { fast, schema } = readings(value);
      expect(fast).not.toBeNull();
      expect(fast).toBe(schema);
    }
  });

  it('reads a 500-object card and answers as parseCardDocument always did', () => {
    const objects = Array.from({ length: 500 }, (_, index) =>
      index % 3 === 0
        ? textObject(`obj-${index}`, { text: `Item ${index}` })
        : index % 3 === 1
          ? rectObject(`obj-${index}`)
          : ellipseObject(`obj-${index}`),
    );
    const document = documentWith(objects, []);
    expect(readings(document).fast).toBe(readings(document).schema);
    expect(parseCardDocument(JSON.stringify(document))).toEqual({ ok: true, document });
  });

  const text = textObject('obj-1');
  const broken: [string, Record<string, unknown>][] = [
    ['a missing name (the schema’s default)', { ...text, name: undefined }],
    ['a missing rotation (the schema’s default)', { ...text, rotation: undefined }],
    ['an unknown font (the schema’s fallback)', { ...text, fontFamily: 'Comic Sans' }],
    ['an unknown weight', { ...text, fontWeight: 500 }],
    ['a colour that is not one', { ...text, fill: 'url(javascript:x)' }],
    ['an unknown overflow', { ...text, overflow: 'wrap' }],
    ['a text without its text', { ...text, text: undefined }],
    ['a number as a string', { ...text, x: '10' }],
    ['an infinite number', { ...text, y: Infinity }],
    ['a negative width', { ...text, width: -1 }],
    ['a font size of 0', { ...text, fontSize: 0 }],
    ['an empty id', { ...text, id: '' }],
    ['an id of 101 characters', { ...text, id: 'x'.repeat(101) }],
    ['an id of 100 emoji (200 UTF-16 units)', { ...text, id: '😀'.repeat(100) }],
    ['an unknown kind', { ...text, kind: 'video' }],
  ];

  it.each(broken)('leaves %s to the schema', (_, object) => {
    const value = documentWith([object as unknown as CardObject], []);
    expect(readPlainDocument(value)).toBeNull();
    const schema = schemaRead(value);
    // What the schema makes of it is what parseCardDocument answers.
    const parsed = parseCardDocument(value);
    if ('ok' in schema) expect(parsed).toEqual(schema);
    else expect(parsed).toEqual({ ok: true, document: schema });
  });

  it('leaves anything but plain data, another version and deep groups to the schema', () => {
    class Card {
      version = 1;
      size = '6x9';
      sides = { front: { objects: [] }, back: { objects: [] } };
    }
    let deep: CardObject = rectObject('leaf');
    for (let depth = 0; depth < 20; depth += 1) deep = groupObject(`g-${depth}`, [deep]);
    const values: unknown[] = [
      new Card(),
      { ...documentWith([], []), version: 2 },
      { ...documentWith([], []), size: '5x7' },
      { version: 1, size: '6x9', sides: { front: { objects: [] } } },
      documentWith([deep], []),
      [],
    ];
    for (const value of values) expect(readPlainDocument(value)).toBeNull();
    expect(parseCardDocument(documentWith([deep], []))).toMatchObject({
      ok: false,
      message: 'Groups nest more than 16 deep.',
    });
  });

  it('still refuses a repeated id read the quick way', () => {
    const value: CardDocument = documentWith([rectObject('same')], [ellipseObject('same')]);
    expect(readPlainDocument(value)).not.toBeNull();
    expect(parseCardDocument(value)).toEqual({
      ok: false,
      reason: 'shape',
      message: 'Object id same is used twice.',
    });
  });
});
