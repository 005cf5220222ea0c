import {
  type CardObject,
  type QrPathHook,
  serializeSide,
} from '../../../src/features/cardEditor/model';
import { withoutInvalidXmlCharacters } from '../../../src/features/cardEditor/model/svgEscape';
import { BLNS, XSS_PAYLOADS } from '../../fixtures/hostileStrings';
import {
  documentWith,
  ellipseObject,
  groupObject,
  imageObject,
  lineObject,
  PNG_DATA_URL,
  qrObject,
  rectObject,
  textObject,
} from './cardFixtures';

const qrPath: QrPathHook = () => ({ d: 'M4 4h7v7H4z', size: 21 });
const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'rect',
  'ellipse',
  'line',
  'image',
  'path',
  'text',
  'tspan',
  'clipPath',
]);

function exportFront(objects: CardObject[], options = {}) {
  return serializeSide(documentWith(objects), 'front', { qrPath, ...options });
}

/** Parses the export as XML, failing the test if it is not well-formed. */
function parse(svg: string): Document {
  const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
  return parsed;
}

/** Only the elements the writer knows, and no event handler or foreign attribute anywhere. */
function expectOnlyKnownMarkup(parsed: Document) {
  for (const element of Array.from(parsed.getElementsByTagName('*'))) {
    expect(ALLOWED_ELEMENTS.has(element.localName)).toBe(true);
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name.toLowerCase().startsWith('on')).toBe(false);
    }
  }
}

/** An element's name and attributes, for comparing without the serialiser's namespace noise. */
const shape = (element: Element | null | undefined) =>
  element && {
    name: element.localName,
    ...Object.fromEntries(Array.from(element.attributes).map((a) => [a.name, a.value])),
  };

const placed = (parsed: Document) => Array.from(parsed.documentElement.children);

describe('SVG export', () => {
  it('is the bleed box: inches for print, points for the viewBox; an empty side has no content', () => {
    const svg = exportFront([]);
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="9.25in" height="6.25in" viewBox="0 0 666 450"></svg>',
    );
  });

  it('writes every kind of object so that it reads back', () => {
    const objects: CardObject[] = [
      rectObject('r', { cornerRadius: 4, stroke: '#000000', strokeWidth: 2 }),
      ellipseObject('e', { x: 10, y: 20, width: 60, height: 30 }),
      lineObject('l', { rotation: 45 }),
      imageObject('i'),
      qrObject('q', { value: '{{website}}', width: 42, height: 42 }),
      textObject('t', { text: 'Dear {{first_name}},\nsee you', align: 'center', width: 120 }),
      groupObject('g', [rectObject('gr', { x: 5, y: 6 })], { x: 300, y: 200, rotation: 30 }),
    ];
    const parsed = parse(exportFront(objects));
    expectOnlyKnownMarkup(parsed);
    const [rect, ellipse, line, image, qr, text, group] = placed(parsed);
    expect(rect?.getAttribute('transform')).toBe('translate(100 100)');
    expect(shape(rect?.firstElementChild)).toEqual({
      name: 'rect',
      width: '100',
      height: '50',
      rx: '4',
      fill: '#ff0000',
      stroke: '#000000',
      'stroke-width': '2',
    });
    expect(shape(ellipse?.firstElementChild)).toEqual({
      name: 'ellipse',
      cx: '30',
      cy: '15',
      rx: '30',
      ry: '15',
      fill: '#00ff00',
      stroke: '#000000',
      'stroke-width': '1',
    });
    expect(line?.getAttribute('transform')).toBe('translate(100 100) rotate(45)');
    expect(shape(line?.firstElementChild)).toEqual({
      name: 'line',
      x1: '0',
      y1: '2',
      x2: '100',
      y2: '2',
      stroke: '#0000ff',
      'stroke-width': '2',
    });
    expect(image?.firstElementChild?.getAttribute('href')).toBe(PNG_DATA_URL);
    expect(qr?.getAttribute('data-qr-value')).toBe('{{website}}');
    expect(qr?.lastElementChild?.getAttribute('transform')).toBe('scale(2)');
    // Merge tags stay text; each line is a tspan.
    const lines = Array.from(text?.getElementsByTagName('tspan') ?? []).map(
      (tspan) => tspan.textContent,
    );
    expect(lines).toEqual(['Dear {{first_name}},', 'see you']);
    expect(text?.firstElementChild?.getAttribute('text-anchor')).toBe('middle');
    expect(group?.getAttribute('transform')).toBe('translate(300 200) rotate(30)');
    expect(group?.firstElementChild?.getAttribute('transform')).toBe('translate(5 6)');
  });

  it('is stable: the same document always gives the same file', () => {
    const objects = [textObject('t'), qrObject('q'), imageObject('i', { rotation: 12.345678 })];
    const first = exportFront(objects);
    expect(exportFront(JSON.parse(JSON.stringify(objects)) as CardObject[])).toBe(first);
    expect(first).toContain('rotate(12.346)');
  });

  it('leaves hidden objects out', () => {
    expect(exportFront([rectObject('r', { hidden: true })])).not.toContain('<g');
  });

  it('clips clipped text to its box, and uses the canvas layout when given', () => {
    const clipped = [textObject('a', { overflow: 'clip' }), textObject('b', { overflow: 'clip' })];
    const parsed = parse(exportFront(clipped));
    const clipIds = Array.from(parsed.getElementsByTagName('clipPath')).map((clip) => clip.id);
    expect(clipIds).toEqual(['clip-0', 'clip-1']);
    const laidOut = exportFront([textObject('t', { text: 'one two' })], {
      layoutText: () => ({ fontSize: 9, lines: ['one', 'two'] }),
    });
    expect(laidOut).toContain('font-size="9"');
    expect(parse(laidOut).getElementsByTagName('tspan')).toHaveLength(2);
  });

  describe('images', () => {
    it.each([
      ['a web address', 'https://example.com/a.png'],
      ['an asset id', 'asset-42'],
      ['a data URL of another type', 'data:text/html;base64,PHNjcmlwdD4='],
      ['a data URL that is not base64', 'data:image/png,<svg onload=alert(1)>'],
      ['a data URL that breaks out of the attribute', `${PNG_DATA_URL}" onload="alert(1)`],
      ['a javascript URL', 'javascript:alert(1)'],
    ])('drops %s', (_case, src) => {
      const svg = exportFront([imageObject('i', { src })]);
      expect(parse(svg).getElementsByTagName('image')).toHaveLength(0);
    });

    it('keeps base64 data URLs of PNG, JPEG, WebP and SVG', () => {
      for (const mime of ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']) {
        const svg = exportFront([imageObject('i', { src: `data:${mime};base64,AAAA` })]);
        expect(parse(svg).getElementsByTagName('image')).toHaveLength(1);
      }
    });
  });

  describe('hostile input', () => {
    it('escapes text that tries to close the element and open a script', () => {
      const hostile = '</text><script>alert(1)</script>';
      const parsed = parse(exportFront([textObject('t', { text: hostile })]));
      expect(parsed.getElementsByTagName('script')).toHaveLength(0);
      expect(parsed.getElementsByTagName('tspan')[0]?.textContent).toBe(hostile);
    });

    it('escapes values that try to break out of an attribute', () => {
      const hostile = `" onload="alert(1)" x='`;
      const parsed = parse(exportFront([qrObject('q', { value: hostile })]));
      expectOnlyKnownMarkup(parsed);
      expect(placed(parsed)[0]?.getAttribute('data-qr-value')).toBe(hostile);
    });

    it('refuses QR path data that is not path data, and colours that are not colours', () => {
      const svg = exportFront([qrObject('q', { fill: 'url(https://evil.example/x)' })], {
        qrPath: () => ({ d: 'M0 0"/><script>alert(1)</script><path d="', size: 21 }),
      });
      const parsed = parse(svg);
      expect(parsed.getElementsByTagName('path')).toHaveLength(0);
      expect(svg).not.toContain('evil');
    });

    it('stays well-formed, with only its own markup, for every naughty string as text and value', () => {
      const strings = [...BLNS, ...XSS_PAYLOADS];
      const objects = strings.flatMap((value, index) => [
        textObject(`t${index}`, { text: value.replace(/\n/g, ' ') }),
        qrObject(`q${index}`, { value }),
      ]);
      const parsed = parse(exportFront(objects));
      expectOnlyKnownMarkup(parsed);
      const tspans = Array.from(parsed.getElementsByTagName('tspan'));
      const groups = placed(parsed).filter((element) => element.hasAttribute('data-qr-value'));
      strings.forEach((value, index) => {
        const safe = withoutInvalidXmlCharacters(value);
        expect(tspans[index]?.textContent).toBe(safe.replace(/\n/g, ' '));
        expect(groups[index]?.getAttribute('data-qr-value')).toBe(safe);
      });
    });
  });
});
