import {
  type CardObject,
  emptyDocument,
  parseCardDocument,
} from '../../../src/features/cardEditor/model';
import { MAX_GROUP_DEPTH } from '../../../src/features/cardEditor/model/parseDocument';
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

const everyKind: CardObject[] = [
  textObject('obj-1'),
  imageObject('obj-2'),
  rectObject('obj-3'),
  ellipseObject('obj-4'),
  lineObject('obj-5'),
  qrObject('obj-6', { value: '{{website}}' }),
  groupObject('obj-7', [rectObject('obj-8'), textObject('obj-9', { rotation: 45 })]),
];

describe('the card document', () => {
  it('starts empty, at its size, with two sides', () => {
    expect(emptyDocument('4x6')).toEqual({
      version: 1,
      size: '4x6',
      sides: { front: { objects: [] }, back: { objects: [] } },
    });
  });

  it('reads back what it saved, for every kind of object, from a string or a value', () => {
    const document = documentWith(everyKind, [textObject('obj-10')]);
    expect(parseCardDocument(JSON.stringify(document))).toEqual({ ok: true, document });
    expect(parseCardDocument(document)).toEqual({ ok: true, document });
  });

  it('fills missing flags with defaults and replaces unknown style values', () => {
    const { locked: _l, hidden: _h, name: _n, rotation: _r, ...bare } = rectObject('obj-1');
    const raw = documentWith([
      bare as CardObject,
      {
        ...textObject('obj-2'),
        fontFamily: 'Comic Sans',
        fill: 'url(javascript:x)',
      } as unknown as CardObject,
    ]);
    const result = parseCardDocument(raw);
    if (!result.ok) throw new Error(result.message);
    expect(result.document.sides.front.objects[0]).toMatchObject({
      locked: false,
      hidden: false,
      name: '',
      rotation: 0,
    });
    expect(result.document.sides.front.objects[1]).toMatchObject({
      fontFamily: 'Inter',
      fill: '#000000',
    });
  });

  it('tells an empty content from a broken one', () => {
    expect(parseCardDocument('')).toMatchObject({ ok: false, reason: 'empty' });
    expect(parseCardDocument(null)).toMatchObject({ ok: false, reason: 'empty' });
    expect(parseCardDocument('{"version":')).toMatchObject({ ok: false, reason: 'json' });
  });

  it.each([
    ['an unknown size', { ...emptyDocument('6x9'), size: '5x7' }],
    ['a missing side', { version: 1, size: '6x9', sides: { front: { objects: [] } } }],
    ['another version', { ...emptyDocument('6x9'), version: 2 }],
    ['an unknown kind', documentWith([{ ...rectObject('obj-1'), kind: 'video' } as never])],
    [
      'a text without its text',
      documentWith([{ ...textObject('obj-1'), text: undefined } as never]),
    ],
    ['a negative width', documentWith([rectObject('obj-1', { width: -5 })])],
    ['a bad image type', documentWith([{ ...imageObject('obj-1'), mime: 'text/html' } as never])],
    [
      'an id used twice',
      documentWith([rectObject('obj-1')], [groupObject('obj-2', [rectObject('obj-1')])]),
    ],
    ['a list instead of a document', [1, 2, 3]],
  ])('refuses %s with an error result, not a throw', (_case, value) => {
    expect(parseCardDocument(value)).toMatchObject({ ok: false, reason: 'shape' });
  });

  it('refuses a non-finite number', () => {
    const json = JSON.stringify(documentWith([rectObject('obj-1')])).replace(
      '"x":100',
      '"x":1e999',
    );
    expect(parseCardDocument(json)).toMatchObject({ ok: false, reason: 'shape' });
  });

  const nestedGroups = (depth: number): CardObject => {
    let nested: CardObject = rectObject('leaf');
    for (let level = 0; level < depth; level += 1) nested = groupObject(`g${level}`, [nested]);
    return nested;
  };

  it('reads groups nested up to the limit', () => {
    expect(parseCardDocument(documentWith([nestedGroups(MAX_GROUP_DEPTH)])).ok).toBe(true);
  });

  it.each([MAX_GROUP_DEPTH + 1, 20_000])(
    'refuses groups nested %i deep, without throwing',
    (depth) => {
      let result: ReturnType<typeof parseCardDocument> | undefined;
      expect(() => {
        result = parseCardDocument(documentWith([nestedGroups(depth)]));
      }).not.toThrow();
      expect(result).toMatchObject({ ok: false, reason: 'shape' });
    },
  );
});
