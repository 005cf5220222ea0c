import {
  checkImageBudget,
  documentImageBytes,
  IMAGE_BUDGET_BYTES,
  imageBytes,
} from '../../../src/features/cardEditor/model';
import { documentWith, groupObject, imageObject } from './cardFixtures';

const MB = 1024 * 1024;
/** An image by asset id, weighing `bytes`. */
const asset = (id: string, bytes: number) => imageObject(id, { src: `asset-${id}`, bytes });

describe('the 10 MB image rule', () => {
  it('is 10 × 1024 × 1024 bytes', () => {
    expect(IMAGE_BUDGET_BYTES).toBe(10_485_760);
  });

  it('weighs a data URL by its decoded size, whatever the image claims', () => {
    // 8 base64 characters with one "=" of padding are 5 bytes.
    expect(
      imageBytes(imageObject('i', { src: 'data:image/png;base64,AAAAAAA=', bytes: 999 })),
    ).toBe(5);
    expect(imageBytes(asset('a', 1234))).toBe(1234);
  });

  it('adds up both sides, inside groups, hidden images and copies too', () => {
    const document = documentWith(
      [asset('a', 3 * MB), groupObject('g', [asset('b', 2 * MB)])],
      [asset('c', 1 * MB), asset('d', 1 * MB), { ...asset('e', 1 * MB), hidden: true }],
    );
    expect(documentImageBytes(document)).toBe(8 * MB);
  });

  it('allows exactly 10 MB', () => {
    const document = documentWith([asset('a', 6 * MB)], [asset('b', 4 * MB)]);
    expect(checkImageBudget(document)).toEqual({ ok: true, totalBytes: 10 * MB });
  });

  it('refuses one byte more, with the spec’s message', () => {
    const document = documentWith([asset('a', 6 * MB)], [asset('b', 4 * MB)]);
    expect(checkImageBudget(document, 1)).toEqual({
      ok: false,
      totalBytes: 10 * MB + 1,
      messageId: 'cardEditor.image.tooLarge',
      message: 'Your template size can not be more than 10MB.',
    });
  });
});
