import {
  canPublish,
  type CardObject,
  preflight,
  type PreflightIssue,
} from '../../../src/features/cardEditor/model';
import {
  documentWith,
  fakeMeasure,
  groupObject,
  imageObject,
  lineObject,
  qrObject,
  rectObject,
  textObject,
} from './cardFixtures';

// 6x9: safe box 18–648 × 18–432; on the back, the address zone from (358.2, 261), the postage
// square from (567, 9), the barcode strip from (315, 396).
const safeText = () => textObject('ok-front', { x: 30, y: 30 });
const safeBackText = () => textObject('ok-back', { x: 30, y: 30 });

/** Issues for one object put on a side of an otherwise clean card. */
function issuesFor(object: CardObject, side: 'front' | 'back' = 'front', context = {}) {
  const document =
    side === 'front'
      ? documentWith([safeText(), object], [safeBackText()])
      : documentWith([safeText()], [safeBackText(), object]);
  return preflight(document, context);
}

const rules = (issues: PreflightIssue[]) => issues.map((issue) => issue.rule);

describe('preflight', () => {
  it('passes a clean card, which may be published', () => {
    const issues = preflight(documentWith([safeText()], [safeBackText()]));
    expect(issues).toEqual([]);
    expect(canPublish(issues)).toBe(true);
  });

  it('blocks an empty side (hidden objects do not count)', () => {
    const issues = preflight(documentWith([safeText()], [textObject('h', { hidden: true })]));
    expect(issues).toEqual([
      {
        rule: 'emptySide',
        side: 'back',
        severity: 'block',
        messageId: 'cardEditor.preflight.emptySide',
      },
    ]);
    expect(canPublish(issues)).toBe(false);
  });

  describe('missing images', () => {
    it.each([
      ['no source', imageObject('i', { src: '' })],
      ['a data URL of another type', imageObject('i', { src: 'data:text/html;base64,PHA+' })],
      ['no pixels', imageObject('i', { naturalWidth: 0 })],
    ])('blocks %s', (_case, image) => {
      expect(issuesFor(image)).toEqual([
        expect.objectContaining({
          rule: 'missingImage',
          side: 'front',
          objectId: 'i',
          severity: 'block',
        }),
      ]);
    });

    it('blocks an asset that cannot be found, and passes one that can', () => {
      const image = imageObject('i', { src: 'asset-42' });
      expect(rules(issuesFor(image, 'front', { hasAsset: () => false }))).toEqual(['missingImage']);
      expect(issuesFor(image, 'front', { hasAsset: (id: string) => id === 'asset-42' })).toEqual(
        [],
      );
    });
  });

  describe('image resolution', () => {
    it('passes 300 DPI exactly, rotated or not', () => {
      expect(issuesFor(imageObject('i'))).toEqual([]);
      expect(issuesFor(imageObject('i', { rotation: 90, x: 200 }))).toEqual([]);
    });

    it('blocks an image below 300 DPI at its placed size, with its DPI', () => {
      // 600 px across 145 pt (2.014 in) is 297.9 DPI.
      expect(issuesFor(imageObject('i', { width: 145 }))).toEqual([
        expect.objectContaining({ rule: 'lowResolution', objectId: 'i', effectiveDpi: 297 }),
      ]);
    });

    it('does not count pixels of a vector image', () => {
      const svg = imageObject('i', {
        mime: 'image/svg+xml',
        naturalWidth: 10,
        naturalHeight: 5,
        src: 'data:image/svg+xml;base64,PHN2Zy8+',
      });
      expect(issuesFor(svg)).toEqual([]);
    });
  });

  describe('the safe zone', () => {
    it.each([
      ['text', textObject('x', { x: 10 })],
      ['a QR code', qrObject('x', { x: 600 })],
      [
        'an image that stops inside the trim margin',
        imageObject('x', { x: 505, width: 145, naturalWidth: 700 }),
      ],
      [
        'a rotated text whose corner sticks out',
        textObject('x', { x: 20, y: 20, height: 20, rotation: -10 }),
      ],
      ['text in a group that sticks out', groupObject('g', [textObject('x', { x: -100, y: 0 })])],
    ])('blocks %s outside it', (_case, object) => {
      expect(issuesFor(object)).toEqual([
        expect.objectContaining({ rule: 'outsideSafeZone', side: 'front', objectId: 'x' }),
      ]);
    });

    it.each([
      ['text inside it', textObject('x', { x: 18, y: 18 })],
      ['a shape that bleeds', rectObject('x', { x: 0, y: 0, width: 666, height: 450 })],
      [
        'a full-bleed image',
        imageObject('x', {
          x: 0,
          y: 0,
          width: 666,
          height: 450,
          naturalWidth: 2775,
          naturalHeight: 1875,
        }),
      ],
      ['a hidden text outside it', textObject('x', { x: 0, hidden: true })],
    ])('passes %s', (_case, object) => {
      expect(issuesFor(object)).toEqual([]);
    });
  });

  describe('the mailing zones of the address side', () => {
    it.each([
      ['a shape in the address zone', rectObject('x', { x: 400, y: 300 }), ['address']],
      ['text in the postage square', textObject('x', { x: 560, y: 30, width: 60 }), ['postage']],
      [
        'a line across the barcode strip',
        lineObject('x', { x: 320, y: 420, width: 30 }),
        ['barcode'],
      ],
      [
        'a background under all of them',
        rectObject('x', { x: 0, y: 0, width: 666, height: 450 }),
        ['address', 'postage', 'barcode'],
      ],
    ])('blocks %s', (_case, object, zones) => {
      expect(issuesFor(object, 'back')).toEqual([
        expect.objectContaining({ rule: 'inMailingZone', side: 'back', objectId: 'x', zones }),
      ]);
    });

    it('passes the same objects on the front', () => {
      expect(issuesFor(rectObject('x', { x: 400, y: 300 }), 'front')).toEqual([]);
    });

    it('passes an object that only touches a zone, or whose rotated box misses it', () => {
      expect(
        issuesFor(rectObject('x', { x: 258.2, y: 261, width: 100, height: 40 }), 'back'),
      ).toEqual([]);
      // A bar along x + y = 590 passes the zone's corner (x + y = 619.2), though its bounds overlap.
      const bar = rectObject('x', { x: 300, y: 290, width: 99, height: 4, rotation: 315 });
      expect(issuesFor(bar, 'back')).toEqual([]);
      expect(rules(issuesFor({ ...bar, y: 320 }, 'back'))).toEqual(['inMailingZone']);
    });
  });

  describe('text size and overflow', () => {
    it('blocks text under 6 pt and passes 6 pt', () => {
      expect(rules(issuesFor(textObject('x', { x: 40, y: 40, fontSize: 5.9 })))).toEqual([
        'textTooSmall',
      ]);
      expect(issuesFor(textObject('x', { x: 40, y: 40, fontSize: 6 }))).toEqual([]);
    });

    it('blocks text that shrinks below 6 pt to fit', () => {
      const crowded = textObject('x', { x: 40, y: 40, text: 'x'.repeat(200), height: 20 });
      expect(issuesFor(crowded)).toEqual([]); // without measuring it cannot know
      expect(rules(issuesFor(crowded, 'front', { measureText: fakeMeasure }))).toEqual([
        'textTooSmall',
      ]);
    });

    it('warns about clipped text, without blocking publishing', () => {
      const clipped = textObject('x', {
        x: 40,
        y: 40,
        text: 'x'.repeat(200),
        height: 20,
        overflow: 'clip',
      });
      const issues = issuesFor(clipped, 'front', { measureText: fakeMeasure });
      expect(issues).toEqual([expect.objectContaining({ rule: 'textOverflow', severity: 'warn' })]);
      expect(canPublish(issues)).toBe(true);
      expect(
        issuesFor({ ...clipped, text: 'fits' }, 'front', { measureText: fakeMeasure }),
      ).toEqual([]);
    });
  });
});
