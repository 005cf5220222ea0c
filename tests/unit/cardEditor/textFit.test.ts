import { fitText } from '../../../src/features/cardEditor/model';
import { fakeMeasure, textObject } from './cardFixtures';

describe('fitting text to its box', () => {
  it('keeps the set size when the text fits', () => {
    expect(fitText(textObject('t', { text: 'Hi' }), fakeMeasure)).toEqual({
      fontSize: 12,
      overflows: false,
    });
  });

  it('shrinks to the largest size that fits', () => {
    // 40 letters in a 100 x 20 pt box at line height 1: 200/size letters a line, so two lines of
    // 20 at size 10 just fit (and three lines at any size above 6.67 do not).
    const text = textObject('t', { text: 'x'.repeat(40), height: 20, lineHeight: 1 });
    const fit = fitText(text, fakeMeasure);
    expect(fit.overflows).toBe(false);
    expect(fit.fontSize).toBeLessThanOrEqual(10);
    expect(fit.fontSize).toBeGreaterThan(9.9);
  });

  it('keeps the size and reports the overflow when clipping', () => {
    const text = textObject('t', { text: 'x'.repeat(400), height: 20, overflow: 'clip' });
    expect(fitText(text, fakeMeasure)).toEqual({ fontSize: 12, overflows: true });
  });
});
