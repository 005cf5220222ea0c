import { renderSide } from '../../../src/features/cardEditor/export/renderSide';
import { sideSvg } from '../../../src/features/cardEditor/export/svgFile';
import { documentWith, qrObject, rectObject } from './cardFixtures';

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
