import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument, OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { proofPdf } from '../../../src/features/cardEditor/export/proofPdf';
import { dataUrlBytes } from '../../../src/features/cardEditor/export/pdf/readFile';
import {
  CARD_SIZE_IDS,
  type CardDocument,
  cardGeometry,
} from '../../../src/features/cardEditor/model';
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

/**
 * The PDF proof read back by real PDF readers: pdf.js (text, operators, image placement) and
 * pdf-lib's parser (page boxes, font and image dictionaries). The font files are the bundled
 * ones, read from node_modules as the app would fetch them.
 */

const FONT_FILES = import.meta.glob<string>(
  '/node_modules/@fontsource/{inter,lato,merriweather,oswald,playfair-display,noto-sans-sc}/files/*-{400,700}-normal.woff',
  { query: '?inline', import: 'default', exhaustive: true },
);
const readBundled = async (url: string): Promise<Uint8Array> => {
  const inline = FONT_FILES[url];
  if (!inline) throw new Error(`not a bundled font: ${url}`);
  return dataUrlBytes(await inline());
};

// ---- Real image files of a given pixel size, made here -------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) =>
  (bytes.reduce((c, byte) => CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8), 0xffffffff) ^
    0xffffffff) >>>
  0;
const u32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];
function dataUrl(mime: string, bytes: number[]): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.slice(at, at + 0x8000));
  return `data:${mime};base64,${btoa(binary)}`;
}

function pngChunk(type: string, data: number[]): number[] {
  const body = [...type].map((char) => char.charCodeAt(0)).concat(data);
  return [...u32(data.length), ...body, ...u32(crc32(Uint8Array.from(body)))];
}

/** A solid blue RGB PNG: zlib "stored" blocks, so no compressor is needed. */
function pngDataUrl(width: number, height: number): string {
  const row = [0, ...Array.from({ length: width }, () => [0x1f, 0x77, 0xb4]).flat()];
  const pixels = Array.from({ length: height }, () => row).flat();
  const zlib = [0x78, 0x01];
  for (let at = 0; at < pixels.length; at += 65535) {
    const block = pixels.slice(at, at + 65535);
    const last = at + 65535 >= pixels.length ? 1 : 0;
    zlib.push(
      last,
      block.length & 0xff,
      block.length >> 8,
      ~block.length & 0xff,
      (~block.length >> 8) & 0xff,
    );
    for (const byte of block) zlib.push(byte);
  }
  let a = 1;
  let b = 0;
  for (const byte of pixels) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  zlib.push(...u32(((b << 16) | a) >>> 0));
  const header = [...u32(width), ...u32(height), 8, 2, 0, 0, 0];
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return dataUrl('image/png', [
    ...signature,
    ...pngChunk('IHDR', header),
    ...pngChunk('IDAT', zlib),
    ...pngChunk('IEND', []),
  ]);
}

/** A flat grey baseline JPEG: one-symbol Huffman tables, so every 8×8 block is two zero bits. */
function jpegDataUrl(width: number, height: number): string {
  const segment = (marker: number, data: number[]) => [0xff, marker, 0, data.length + 2, ...data];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = new Array<number>(Math.ceil(blocks / 4)).fill(0);
  const spare = scan.length * 8 - blocks * 2;
  if (spare > 0) scan[scan.length - 1] = (1 << spare) - 1;
  const table = (tableClass: number) => [tableClass << 4, 1, ...new Array<number>(15).fill(0), 0];
  return dataUrl('image/jpeg', [
    0xff,
    0xd8,
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, table(0)),
    ...segment(0xc4, table(1)),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]),
    ...scan,
    0xff,
    0xd9,
  ]);
}

// ---- Reading the proof back ------------------------------------------------------------------

const MARGIN = 27;

async function pdfjsPage(bytes: Uint8Array, number = 1): Promise<PDFPageProxy> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  return pdf.getPage(number);
}

async function pageText(page: PDFPageProxy) {
  const content = await page.getTextContent();
  return content.items.flatMap((item) =>
    'str' in item ? [{ str: item.str, x: item.transform[4] as number, width: item.width }] : [],
  );
}

type Matrix = [number, number, number, number, number, number];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** Each painted image: its pixel size and the size it is placed at, in points. */
async function paintedImages(page: PDFPageProxy) {
  const { fnArray, argsArray } = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const painted: { pixels: [number, number]; points: [number, number] }[] = [];
  fnArray.forEach((fn, index) => {
    const args = argsArray[index] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = times(ctm, args as Matrix);
    else if (fn === OPS.paintImageXObject)
      painted.push({
        pixels: [args[1] as number, args[2] as number],
        points: [Math.hypot(ctm[0], ctm[1]), Math.hypot(ctm[2], ctm[3])],
      });
  });
  return { painted, fnArray };
}

/** The indirect dictionaries (streams' too) of one /Type or /Subtype. */
function dictionaries(pdf: PDFDocument, key: 'Type' | 'Subtype', value: string): PDFDict[] {
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => (object instanceof PDFRawStream ? object.dict : object))
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .filter((dict) => dict.get(PDFName.of(key)) === PDFName.of(value));
}

// ---- The card ---------------------------------------------------------------------------------

const LATIN = 'Hello from MailCraft';
const ACCENTED = 'Crème brûlée, niño, perché, città';
const CHINESE = '你好，世界';

function fullCard(): CardDocument {
  return documentWith(
    [
      rectObject('rect', { x: 40, y: 40, cornerRadius: 6, stroke: '#000000', strokeWidth: 1 }),
      ellipseObject('ellipse', { x: 160, y: 40 }),
      lineObject('line', { x: 280, y: 40 }),
      qrObject('qr', { x: 400, y: 40 }),
      // 600 × 300 px at 144 × 72 pt (2 × 1 in) is 300 DPI; the same PNG again, smaller.
      imageObject('png', { x: 40, y: 140, src: pngDataUrl(600, 300) }),
      imageObject('png-again', { x: 40, y: 230, width: 72, height: 36, src: pngDataUrl(600, 300) }),
      imageObject('jpeg', {
        x: 200,
        y: 140,
        rotation: 15,
        mime: 'image/jpeg',
        src: jpegDataUrl(900, 450),
        naturalWidth: 900,
        naturalHeight: 450,
      }),
      textObject('latin', { x: 40, y: 300, width: 240, height: 20, text: LATIN }),
      textObject('accented', { x: 40, y: 330, width: 300, height: 20, text: ACCENTED }),
      groupObject(
        'group',
        [textObject('chinese', { x: 0, y: 0, width: 200, height: 20, text: CHINESE })],
        {
          x: 40,
          y: 360,
        },
      ),
      textObject('hidden', { x: 40, y: 400, text: 'Not printed', hidden: true }),
    ],
    [textObject('back', { text: 'Back side', fontFamily: 'Merriweather', fontWeight: 700 })],
  );
}

let proof: Promise<Uint8Array> | null = null;
const fullProof = () => (proof ??= proofPdf(fullCard(), 'Proof', { readFile: readBundled }));

describe('the PDF proof', () => {
  it('has one page per side, trim plus bleed plus room for crop marks, with both boxes set', async () => {
    for (const size of CARD_SIZE_IDS) {
      const document = documentWith([rectObject('obj-1')], [textObject('obj-2')], size);
      const pdf = await PDFDocument.load(
        await proofPdf(document, 'Proof', { readFile: readBundled }),
      );
      const { bleedBox, trimBox } = cardGeometry(size);
      expect(pdf.getPageCount()).toBe(2);
      for (const page of pdf.getPages()) {
        expect(page.getSize()).toEqual({
          width: bleedBox.width + 2 * MARGIN,
          height: bleedBox.height + 2 * MARGIN,
        });
        expect(page.getBleedBox()).toEqual({
          x: MARGIN,
          y: MARGIN,
          width: bleedBox.width,
          height: bleedBox.height,
        });
        expect(page.getTrimBox()).toEqual({
          x: MARGIN + trimBox.x,
          y: MARGIN + trimBox.y,
          width: trimBox.width,
          height: trimBox.height,
        });
      }
      expect(pdf.getTitle()).toBe('Proof');
    }
  });

  it('holds real text: the Latin, accented and Chinese strings read back as typed', async () => {
    const bytes = await fullProof();
    const front = (await pageText(await pdfjsPage(bytes, 1))).map((item) => item.str).join('\n');
    expect(front).toContain(LATIN);
    expect(front).toContain(ACCENTED);
    // The Chinese comes in runs of the fallback's slices; read back, it is one string again.
    expect(front.replace(/\n/g, '')).toContain(CHINESE);
    expect(front).not.toContain('Not printed');
    const back = (await pageText(await pdfjsPage(bytes, 2))).map((item) => item.str).join('');
    expect(back).toContain('Back side');
  });

  it('places text where the canvas does: from the box’s left edge, or centred in it', async () => {
    const centred = documentWith([
      textObject('left', { x: 50, y: 50, width: 300, text: 'Left' }),
      textObject('centre', { x: 50, y: 100, width: 300, text: 'Centre', align: 'center' }),
    ]);
    const items = await pageText(
      await pdfjsPage(await proofPdf(centred, 'Proof', { readFile: readBundled })),
    );
    const left = items.find((item) => item.str === 'Left');
    const centre = items.find((item) => item.str === 'Centre');
    expect(left?.x).toBeCloseTo(MARGIN + 50, 3);
    expect((centre?.x ?? 0) + (centre?.width ?? 0) / 2).toBeCloseTo(MARGIN + 50 + 150, 1);
  });

  it('embeds every font as a subset (a six-letter tag), the card’s faces and the CJK fallback', async () => {
    const pdf = await PDFDocument.load(await fullProof());
    const names = dictionaries(pdf, 'Type', 'FontDescriptor').map((descriptor) => {
      expect(descriptor.get(PDFName.of('FontFile2'))).toBeDefined();
      return String(descriptor.get(PDFName.of('FontName'))).slice(1);
    });
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) expect(name).toMatch(/^[A-Z]{6}\+[A-Za-z0-9-]+$/);
    expect(new Set(names.map((name) => name.slice(0, 6))).size).toBe(names.length);
    expect(names.some((name) => name.endsWith('+Inter-Regular'))).toBe(true);
    expect(names.some((name) => name.endsWith('+Merriweather-Bold'))).toBe(true);
    expect(names.some((name) => name.includes('+NotoSansSC'))).toBe(true);
  });

  it('draws shapes and the QR code as vector paths, and paints no picture but the placed images', async () => {
    const { fnArray, painted } = await paintedImages(await pdfjsPage(await fullProof()));
    const paths = fnArray.filter((fn) => fn === OPS.constructPath).length;
    // Rect, ellipse, line, QR background and modules, the text clip of none (all shrink): ≥ 5.
    expect(paths).toBeGreaterThanOrEqual(5);
    expect(painted).toHaveLength(3);
    // The pdf.js operator list of an image-only page has no text at all.
    expect(fnArray.filter((fn) => fn === OPS.showText).length).toBeGreaterThanOrEqual(3);
  });

  it('embeds each image once, at its own pixels, at least 300 DPI at its print size', async () => {
    const bytes = await fullProof();
    const { painted } = await paintedImages(await pdfjsPage(bytes));
    for (const { pixels, points } of painted) {
      expect(pixels[0]).toBeGreaterThanOrEqual(Math.floor((points[0] / 72) * 300));
      expect(pixels[1]).toBeGreaterThanOrEqual(Math.floor((points[1] / 72) * 300));
    }
    expect(painted.map(({ pixels }) => pixels)).toEqual([
      [600, 300],
      [600, 300],
      [900, 450],
    ]);
    const images = dictionaries(await PDFDocument.load(bytes), 'Subtype', 'Image');
    expect(images).toHaveLength(2);
    const filters = images.map((image) => String(image.get(PDFName.of('Filter'))));
    expect(filters.sort()).toEqual(['/DCTDecode', '/FlateDecode']);
  });

  it('rasterises an SVG at 300 DPI of its largest placement, and a WebP at its own pixels', async () => {
    const asked: [string, number, number][] = [];
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+';
    const webp = 'data:image/webp;base64,UklGRg==';
    const document = documentWith([
      imageObject('svg', { src: svg, mime: 'image/svg+xml', width: 144, height: 72 }),
      imageObject('svg-small', { src: svg, mime: 'image/svg+xml', width: 72, height: 36 }),
      imageObject('webp', { src: webp, mime: 'image/webp', naturalWidth: 640, naturalHeight: 320 }),
    ]);
    const bytes = await proofPdf(document, 'Proof', {
      readFile: readBundled,
      transcodeImage: (src, width, height) => {
        asked.push([src.slice(5, 15), width, height]);
        return Promise.resolve(dataUrlBytes(pngDataUrl(width, height)));
      },
    });
    expect(asked).toEqual([
      ['image/svg+', 600, 300],
      ['image/webp', 640, 320],
    ]);
    const { painted } = await paintedImages(await pdfjsPage(bytes));
    expect(painted.map(({ pixels }) => pixels)).toEqual([
      [600, 300],
      [600, 300],
      [640, 320],
    ]);
  });

  it('draws Greek typed in a face without it with Inter’s Greek, not a missing-glyph box', async () => {
    const document = documentWith([textObject('greek', { text: 'Καλημέρα', fontFamily: 'Lato' })]);
    const bytes = await proofPdf(document, 'Proof', { readFile: readBundled });
    const names = dictionaries(await PDFDocument.load(bytes), 'Type', 'FontDescriptor').map(
      (font) => String(font.get(PDFName.of('FontName'))),
    );
    expect(names.some((name) => name.endsWith('+Inter-Regular'))).toBe(true);
    const text = (await pageText(await pdfjsPage(bytes))).map((item) => item.str).join('');
    expect(text).toContain('Καλημέρα');
  });
});
