import { PDFDocument } from 'pdf-lib';
import { proofPdf } from '../../../src/features/cardEditor/export/proofPdf';
import { renderSide } from '../../../src/features/cardEditor/export/renderSide';
import { sideSvg } from '../../../src/features/cardEditor/export/svgFile';
import { CARD_SIZE_IDS, cardGeometry } from '../../../src/features/cardEditor/model';
import { documentWith, qrObject, rectObject, textObject } from './cardFixtures';

/** A real 1 × 1 JPEG: pdf-lib reads its header, as it reads a side's raster. */
const TINY_JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  (char) => char.charCodeAt(0),
);

describe('the 300-DPI PNG of a side', () => {
  it.each([
    ['4x6', 1875, 1275],
    ['6x9', 2775, 1875],
    ['6x11', 3375, 1875],
  ] as const)('of a %s card is %i × %i px (trim plus bleed)', async (size, width, height) => {
    const canvas = await renderSide(documentWith([rectObject('obj-1')], [], size), 'front');
    expect([canvas.width, canvas.height]).toEqual([width, height]);
  });
});

describe('the PDF proof', () => {
  it('has one page per side, trim plus bleed plus room for crop marks, with both boxes set', async () => {
    for (const size of CARD_SIZE_IDS) {
      const document = documentWith([rectObject('obj-1')], [textObject('obj-2')], size);
      const sides: string[] = [];
      const bytes = await proofPdf(document, 'Proof', (_document, side) => {
        sides.push(side);
        return Promise.resolve(TINY_JPEG);
      });
      expect(sides).toEqual(['front', 'back']);
      const pdf = await PDFDocument.load(bytes);
      const { bleedBox, trimBox } = cardGeometry(size);
      expect(pdf.getPageCount()).toBe(2);
      for (const page of pdf.getPages()) {
        expect(page.getSize()).toEqual({
          width: bleedBox.width + 54,
          height: bleedBox.height + 54,
        });
        expect(page.getBleedBox()).toEqual({
          x: 27,
          y: 27,
          width: bleedBox.width,
          height: bleedBox.height,
        });
        expect(page.getTrimBox()).toEqual({
          x: 27 + trimBox.x,
          y: 27 + trimBox.y,
          width: trimBox.width,
          height: trimBox.height,
        });
      }
      expect(pdf.getTitle()).toBe('Proof');
    }
  });
});

describe('a side’s print SVG from the editor', () => {
  it('draws a QR code as a path of its modules, keeps its value, and leaves guides out', async () => {
    const document = documentWith([qrObject('obj-1', { value: 'https://mailcraft.example/a' })]);
    const svg = await sideSvg(document, 'front', { embedFonts: false });
    expect(svg).toMatch(/<path d="(M\d+ \d+h1v1h-1z)+"/);
    expect(svg).toContain('data-qr-value="https://mailcraft.example/a"');
    expect(svg).not.toMatch(/address|postage|barcode|stroke-dasharray/i);
  });

  it('writes no path for a value no QR code can hold', async () => {
    const document = documentWith([qrObject('obj-1', { value: 'x'.repeat(5000) })]);
    const svg = await sideSvg(document, 'front', { embedFonts: false });
    expect(svg).not.toContain('<path');
  });
});
