// @vitest-environment node
import {
  IMAGE_LIMIT_BYTES,
  base64Bytes,
  fitsImageLimit,
  imageSourceBytes,
  totalImageBytes,
} from '../../../src/features/templates/components/mail/imageBytes';
import { inlineImageBytes } from '../../../src/mocks/templates/rules';

/** The base64 of `bytes` bytes, encoded by the platform's btoa. */
function base64Of(bytes: number): string {
  return btoa('\x07'.repeat(bytes));
}

/** A base64 data URL of exactly `bytes` bytes. */
function dataUrlOf(bytes: number, type = 'image/png'): string {
  return `data:${type};base64,${base64Of(bytes)}`;
}

describe('base64Bytes', () => {
  it.each([0, 1, 2, 3, 4, 5, 100, 1023, 1024 * 1024])(
    'gives the decoded size of %i bytes, padding included',
    (bytes) => {
      expect(base64Bytes(base64Of(bytes))).toBe(bytes);
    },
  );

  it('ignores line breaks inside the base64', () => {
    const wrapped = base64Of(90).replace(/(.{40})/g, '$1\n');
    expect(base64Bytes(wrapped)).toBe(90);
  });
});

describe('imageSourceBytes', () => {
  it('weighs a base64 data URL by its decoded bytes', () => {
    expect(imageSourceBytes(dataUrlOf(12_345))).toBe(12_345);
    expect(imageSourceBytes(dataUrlOf(10, 'image/jpeg'))).toBe(10);
  });

  it('counts nothing for images by URL, or no source at all', () => {
    expect(imageSourceBytes('https://cdn.example/logo.png')).toBe(0);
    expect(imageSourceBytes('http://cdn.example/logo.png')).toBe(0);
    expect(imageSourceBytes('')).toBe(0);
    expect(imageSourceBytes(null)).toBe(0);
    expect(imageSourceBytes(undefined)).toBe(0);
  });
});

describe('totalImageBytes', () => {
  it('adds up every inlined image of the template', () => {
    expect(
      totalImageBytes([dataUrlOf(1000), 'https://cdn.example/a.png', dataUrlOf(2001), null]),
    ).toBe(3001);
    expect(totalImageBytes([])).toBe(0);
  });

  it('agrees with the mock server, which applies the same rule on save', () => {
    const sources = [dataUrlOf(1), dataUrlOf(2), dataUrlOf(3), dataUrlOf(4096, 'image/gif')];
    const html = sources.map((src) => `<p><img src="${src}"></p>`).join('');
    expect(totalImageBytes(sources)).toBe(inlineImageBytes(html));
  });
});

describe('the 10 MB rule (§5 "Template images total at most 10MB")', () => {
  it('is 10 × 1024 × 1024 bytes', () => {
    expect(IMAGE_LIMIT_BYTES).toBe(10_485_760);
  });

  it('allows images that total exactly 10 MB', () => {
    expect(fitsImageLimit(0, IMAGE_LIMIT_BYTES)).toBe(true);
    expect(fitsImageLimit(IMAGE_LIMIT_BYTES - 1000, 1000)).toBe(true);
  });

  it('refuses one byte more, alone or added to the images already there', () => {
    expect(fitsImageLimit(0, IMAGE_LIMIT_BYTES + 1)).toBe(false);
    expect(fitsImageLimit(IMAGE_LIMIT_BYTES - 1000, 1001)).toBe(false);
    expect(fitsImageLimit(IMAGE_LIMIT_BYTES, 1)).toBe(false);
  });

  it('weighs a data URL at the edge exactly', () => {
    const atLimit = dataUrlOf(IMAGE_LIMIT_BYTES);
    const overLimit = dataUrlOf(IMAGE_LIMIT_BYTES + 1);
    expect(fitsImageLimit(0, imageSourceBytes(atLimit))).toBe(true);
    expect(fitsImageLimit(0, imageSourceBytes(overLimit))).toBe(false);
    expect(fitsImageLimit(totalImageBytes([dataUrlOf(6 * 1024 * 1024)]), 4 * 1024 * 1024 + 1)).toBe(
      false,
    );
  });
});
