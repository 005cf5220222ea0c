import {
  CARD_SIZE_IDS,
  cardGeometry,
  exportPixelSize,
  inchesToPoints,
  mailingZones,
  pointsToInches,
  pointsToPixels,
} from '../../../src/features/cardEditor/model';
import { boxBottom, boxRight, containsBox } from '../../../src/features/cardEditor/model/box';

const near = (box: { x: number; y: number; width: number; height: number }) => ({
  x: expect.closeTo(box.x, 6) as number,
  y: expect.closeTo(box.y, 6) as number,
  width: expect.closeTo(box.width, 6) as number,
  height: expect.closeTo(box.height, 6) as number,
});

describe('print units', () => {
  it('has 72 points to the inch and 300 DPI pixels', () => {
    expect(inchesToPoints(1)).toBe(72);
    expect(inchesToPoints(0.125)).toBe(9);
    expect(pointsToInches(666)).toBe(9.25);
    expect(pointsToPixels(666)).toBe(2775);
  });
});

describe('card geometry, landscape, origin at the top-left of the bleed box', () => {
  // Expected boxes in points, worked by hand from the inch figures in geometry.ts.
  const expected = {
    '4x6': {
      bleedBox: { x: 0, y: 0, width: 450, height: 306 },
      trimBox: { x: 9, y: 9, width: 432, height: 288 },
      safeBox: { x: 18, y: 18, width: 414, height: 270 },
      // Lob: 3.2835 x 2.375 in, 0.275 in from the right and 0.25 in from the bottom bleed edge.
      addressZone: { x: 450 - 19.8 - 236.412, y: 306 - 18 - 171, width: 236.412, height: 171 },
      postageZone: { x: 441 - 90, y: 9, width: 90, height: 90 },
      // USPS: the lower-right 4.75 x 0.625 in of the piece (the trim).
      barcodeZone: { x: 441 - 342, y: 297 - 45, width: 342, height: 45 },
      pixels: { width: 1875, height: 1275 },
    },
    '6x9': {
      bleedBox: { x: 0, y: 0, width: 666, height: 450 },
      trimBox: { x: 9, y: 9, width: 648, height: 432 },
      safeBox: { x: 18, y: 18, width: 630, height: 414 },
      addressZone: { x: 666 - 19.8 - 288, y: 450 - 18 - 171, width: 288, height: 171 },
      postageZone: { x: 657 - 90, y: 9, width: 90, height: 90 },
      barcodeZone: { x: 657 - 342, y: 441 - 45, width: 342, height: 45 },
      pixels: { width: 2775, height: 1875 },
    },
    '6x11': {
      bleedBox: { x: 0, y: 0, width: 810, height: 450 },
      trimBox: { x: 9, y: 9, width: 792, height: 432 },
      safeBox: { x: 18, y: 18, width: 774, height: 414 },
      addressZone: { x: 810 - 19.8 - 288, y: 450 - 18 - 171, width: 288, height: 171 },
      postageZone: { x: 801 - 90, y: 9, width: 90, height: 90 },
      barcodeZone: { x: 801 - 342, y: 441 - 45, width: 342, height: 45 },
      pixels: { width: 3375, height: 1875 },
    },
  } as const;

  it.each(CARD_SIZE_IDS)('%s: bleed, trim and safe boxes', (size) => {
    const geometry = cardGeometry(size);
    expect(geometry.bleedBox).toEqual(near(expected[size].bleedBox));
    expect(geometry.trimBox).toEqual(near(expected[size].trimBox));
    expect(geometry.safeBox).toEqual(near(expected[size].safeBox));
    // Landscape: the width is the long side.
    expect(geometry.trimBox.width).toBeGreaterThan(geometry.trimBox.height);
  });

  it.each(CARD_SIZE_IDS)('%s: address, postage and barcode zones', (size) => {
    const geometry = cardGeometry(size);
    expect(geometry.addressZone).toEqual(near(expected[size].addressZone));
    expect(geometry.postageZone).toEqual(near(expected[size].postageZone));
    expect(geometry.barcodeZone).toEqual(near(expected[size].barcodeZone));
    for (const zone of mailingZones(geometry))
      expect(containsBox(geometry.trimBox, zone.box)).toBe(true);
    // The barcode strip sits on the bottom trim and the right trim; postage in the top-right corner.
    expect(boxBottom(geometry.barcodeZone)).toBeCloseTo(boxBottom(geometry.trimBox));
    expect(boxRight(geometry.barcodeZone)).toBeCloseTo(boxRight(geometry.trimBox));
    expect(geometry.postageZone.y).toBeCloseTo(geometry.trimBox.y);
    expect(boxRight(geometry.postageZone)).toBeCloseTo(boxRight(geometry.trimBox));
  });

  it.each(CARD_SIZE_IDS)('%s: the 300 DPI export with bleed', (size) => {
    expect(exportPixelSize(size)).toEqual(expected[size].pixels);
  });

  it('6x9 with bleed is 9.25 x 6.25 in, 2775 x 1875 px', () => {
    const { bleedBox } = cardGeometry('6x9');
    expect([pointsToInches(bleedBox.width), pointsToInches(bleedBox.height)]).toEqual([9.25, 6.25]);
    expect(exportPixelSize('6x9')).toEqual({ width: 2775, height: 1875 });
  });
});
