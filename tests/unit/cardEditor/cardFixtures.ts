/** Small builders for card objects and documents, so each test states only what it is about. */
import {
  type CardDocument,
  type CardObject,
  type CardSizeId,
  emptyDocument,
  type EllipseObject,
  type GroupObject,
  type ImageObject,
  type LineObject,
  type MeasureText,
  type QrObject,
  type RectObject,
  type TextMeasureRequest,
  type TextObject,
} from '../../../src/features/cardEditor/model';

const base = (id: string) => ({
  id,
  name: '',
  x: 100,
  y: 100,
  width: 100,
  height: 50,
  rotation: 0,
  locked: false,
  hidden: false,
});

export const textObject = (id: string, over: Partial<TextObject> = {}): TextObject => ({
  ...base(id),
  kind: 'text',
  text: 'Hello',
  fontFamily: 'Inter',
  fontSize: 12,
  fontWeight: 400,
  fill: '#222222',
  align: 'left',
  lineHeight: 1.2,
  letterSpacing: 0,
  overflow: 'shrink',
  ...over,
});

/** A 1x1 PNG as a base64 data URL (its header says 1x1; the model trusts naturalWidth/Height). */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** 600x300 px placed at 144x72 pt (2x1 in): exactly 300 DPI. */
export const imageObject = (id: string, over: Partial<ImageObject> = {}): ImageObject => ({
  ...base(id),
  kind: 'image',
  width: 144,
  height: 72,
  src: PNG_DATA_URL,
  naturalWidth: 600,
  naturalHeight: 300,
  bytes: 70,
  mime: 'image/png',
  ...over,
});

export const rectObject = (id: string, over: Partial<RectObject> = {}): RectObject => ({
  ...base(id),
  kind: 'rect',
  fill: '#ff0000',
  stroke: 'none',
  strokeWidth: 0,
  cornerRadius: 0,
  ...over,
});

export const ellipseObject = (id: string, over: Partial<EllipseObject> = {}): EllipseObject => ({
  ...base(id),
  kind: 'ellipse',
  fill: '#00ff00',
  stroke: '#000000',
  strokeWidth: 1,
  ...over,
});

export const lineObject = (id: string, over: Partial<LineObject> = {}): LineObject => ({
  ...base(id),
  kind: 'line',
  height: 4,
  stroke: '#0000ff',
  strokeWidth: 2,
  ...over,
});

export const qrObject = (id: string, over: Partial<QrObject> = {}): QrObject => ({
  ...base(id),
  kind: 'qr',
  width: 72,
  height: 72,
  value: 'https://example.com/offer',
  fill: '#000000',
  background: '#ffffff',
  ...over,
});

export const groupObject = (
  id: string,
  children: CardObject[],
  over: Partial<GroupObject> = {},
): GroupObject => ({ ...base(id), kind: 'group', width: 200, height: 200, children, ...over });

export function documentWith(
  front: CardObject[],
  back: CardObject[] = [],
  size: CardSizeId = '6x9',
): CardDocument {
  const document = emptyDocument(size);
  return { ...document, sides: { front: { objects: front }, back: { objects: back } } };
}

/** A fake measure: every letter is 0.5 em wide, lines wrap by letter at the box width. */
export const fakeMeasure: MeasureText = (request: TextMeasureRequest) => {
  const letterWidth = request.fontSize * 0.5;
  const perLine = Math.max(1, Math.floor(request.wrapWidth / letterWidth));
  const lines = request.text
    .split('\n')
    .reduce((count, line) => count + Math.max(1, Math.ceil(line.length / perLine)), 0);
  const longest = Math.min(
    perLine,
    Math.max(...request.text.split('\n').map((line) => line.length)),
  );
  return { width: longest * letterWidth, height: lines * request.fontSize * request.lineHeight };
};
