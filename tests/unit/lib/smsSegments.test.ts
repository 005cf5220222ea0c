// @vitest-environment node
import {
  countSms,
  GSM_MULTI_SEGMENT,
  GSM_SINGLE_SEGMENT,
  gsmReplacement,
  replaceWithGsm,
  UCS2_MULTI_SEGMENT,
  UCS2_SINGLE_SEGMENT,
} from '../../../src/lib/smsSegments';

// '中' is a single UTF-16 code unit outside GSM-7: a convenient UCS-2 filler.
const CJK = '中';

describe('SMS segment constants', () => {
  it('match the GSM and UCS-2 capacities', () => {
    expect([
      GSM_SINGLE_SEGMENT,
      GSM_MULTI_SEGMENT,
      UCS2_SINGLE_SEGMENT,
      UCS2_MULTI_SEGMENT,
    ]).toEqual([160, 153, 70, 67]);
  });
});

describe('countSms with GSM-7 text', () => {
  it('counts empty text as zero segments', () => {
    expect(countSms('')).toEqual({
      encoding: 'GSM-7',
      length: 0,
      segments: 0,
      perSegment: 160,
      remaining: 160,
      ucs2Characters: [],
    });
  });

  it.each([
    [1, 1, 160, 159],
    [160, 1, 160, 0],
    [161, 2, 153, 145],
    [306, 2, 153, 0],
    [307, 3, 153, 152],
    [1600, 11, 153, 83],
  ])(
    '%i characters take %i segment(s) of %i with %i left',
    (count, segments, perSegment, remaining) => {
      expect(countSms('a'.repeat(count))).toEqual({
        encoding: 'GSM-7',
        length: count,
        segments,
        perSegment,
        remaining,
        ucs2Characters: [],
      });
    },
  );

  it.each(['\f', '^', '{', '}', '\\', '[', '~', ']', '|', '€'])(
    'counts the extension character %j as two septets',
    (char) => {
      expect(countSms(`a${char}`)).toMatchObject({ encoding: 'GSM-7', length: 3, segments: 1 });
    },
  );

  it('fits 80 euro signs (160 septets) in one segment and splits 81', () => {
    expect(countSms('€'.repeat(80))).toMatchObject({
      encoding: 'GSM-7',
      length: 160,
      segments: 1,
      perSegment: 160,
      remaining: 0,
    });
    // 76 pairs fill 152 septets of segment 1; the 153rd is wasted; 5 pairs go to segment 2.
    expect(countSms('€'.repeat(81))).toMatchObject({
      encoding: 'GSM-7',
      length: 162,
      segments: 2,
      perSegment: 153,
      remaining: 153 - 10,
    });
  });

  it('never splits an escaped pair across segments', () => {
    // 152 + 2 + 7 = 161 septets: split. The € pair cannot take septet 153 alone, so it opens
    // segment 2, which then holds 2 + 7 = 9 septets.
    expect(countSms(`${'a'.repeat(152)}€${'a'.repeat(7)}`)).toMatchObject({
      encoding: 'GSM-7',
      length: 161,
      segments: 2,
      perSegment: 153,
      remaining: 153 - 9,
    });
    // One character earlier the pair ends exactly on septet 153: nothing wasted.
    expect(countSms(`${'a'.repeat(151)}€${'a'.repeat(8)}`)).toMatchObject({
      length: 161,
      segments: 2,
      remaining: 153 - 8,
    });
  });

  it('adds a segment when the wasted septet pushes the text over', () => {
    // 306 septets would fill 2 segments exactly, but the wasted septet spills one char to a third.
    expect(countSms(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({
      encoding: 'GSM-7',
      length: 306,
      segments: 3,
      perSegment: 153,
      remaining: 152,
    });
  });

  it('wastes nothing while the text fits in a single segment', () => {
    expect(countSms(`${'a'.repeat(159)}€`)).toMatchObject({
      length: 161,
      segments: 2,
      remaining: 153 - 8,
    });
    expect(countSms(`${'a'.repeat(152)}€`)).toMatchObject({
      length: 154,
      segments: 1,
      perSegment: 160,
      remaining: 6,
    });
  });
});

describe('countSms with UCS-2 text', () => {
  it.each([
    [70, 1, 70, 0],
    [71, 2, 67, 63],
    [134, 2, 67, 0],
    [135, 3, 67, 66],
  ])(
    '%i characters take %i segment(s) of %i with %i left',
    (count, segments, perSegment, remaining) => {
      expect(countSms(CJK.repeat(count))).toEqual({
        encoding: 'UCS-2',
        length: count,
        segments,
        perSegment,
        remaining,
        ucs2Characters: [CJK],
      });
    },
  );

  it('counts an emoji as two code units, forces UCS-2 and has no replacement', () => {
    expect(countSms('Hi 😀')).toEqual({
      encoding: 'UCS-2',
      length: 5,
      segments: 1,
      perSegment: 70,
      remaining: 65,
      ucs2Characters: ['😀'],
    });
    expect(gsmReplacement('😀')).toBeUndefined();
    expect(replaceWithGsm('Hi 😀')).toBe('Hi 😀');
  });

  it('never splits a surrogate pair across segments', () => {
    // 66 + 2 + 3 = 71 units: split. The emoji cannot take unit 67 alone, so it opens segment 2.
    expect(countSms(`${'a'.repeat(66)}😀aaa`)).toEqual({
      encoding: 'UCS-2',
      length: 71,
      segments: 2,
      perSegment: 67,
      remaining: 67 - 5,
      ucs2Characters: ['😀'],
    });
    // One character earlier the pair ends exactly on unit 67: nothing wasted.
    expect(countSms(`${'a'.repeat(65)}😀aaaa`)).toMatchObject({
      length: 71,
      segments: 2,
      remaining: 67 - 4,
    });
    // 134 units would fill 2 segments exactly, but the wasted unit spills into a third.
    expect(countSms(`${'a'.repeat(66)}😀${'a'.repeat(66)}`)).toMatchObject({
      length: 134,
      segments: 3,
      remaining: 66,
    });
  });

  it('counts GSM extension characters as one code unit once the text is UCS-2', () => {
    expect(countSms(`€{${CJK}`)).toMatchObject({ encoding: 'UCS-2', length: 3 });
  });

  it('names each forcing character once, in order of first appearance, as whole code points', () => {
    expect(countSms(`a😀b“😀c“${CJK}—`).ucs2Characters).toEqual(['😀', '“', CJK, '—']);
  });

  it('counts a lone surrogate as one UCS-2 unit', () => {
    expect(countSms('a\ud83d')).toMatchObject({ encoding: 'UCS-2', length: 2, segments: 1 });
  });
});

describe('GSM-7 alphabet', () => {
  const basic =
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

  it('keeps the whole basic set (all 128 codes but the escape) in GSM-7 at one septet each', () => {
    expect(new Set(basic).size).toBe(127);
    expect(countSms(basic)).toMatchObject({ encoding: 'GSM-7', length: 127, segments: 1 });
  });

  it.each([...'@£¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉÄÖÑÜ§¿äöñüà¡', '\n', '\r'])(
    'keeps %j in GSM-7',
    (char) => {
      expect(countSms(char)).toMatchObject({ encoding: 'GSM-7', length: 1, ucs2Characters: [] });
    },
  );

  it.each(['ç', 'á', '`', 'í', 'ó', 'ú', 'Ê', '\u001b'])('sends look-alike %j as UCS-2', (char) => {
    expect(countSms(`Hello ${char}`)).toMatchObject({
      encoding: 'UCS-2',
      length: 7,
      ucs2Characters: [char],
    });
    expect(gsmReplacement(char)).toBeUndefined();
  });
});

describe('GSM-7 replacements', () => {
  it.each([
    ['‘', "'"],
    ['’', "'"],
    ['“', '"'],
    ['”', '"'],
    ['–', '-'],
    ['—', '-'],
    ['…', '...'],
    ['•', '-'],
    ['′', "'"],
    ['″', '"'],
    ['\u00a0', ' '],
    ['\u2000', ' '],
    ['\u2009', ' '],
    ['\u200a', ' '],
    ['\u202f', ' '],
    ['\u205f', ' '],
    ['\u3000', ' '],
  ])('replaces %j with %j', (char, replacement) => {
    expect(countSms(char).ucs2Characters).toEqual([char]);
    expect(gsmReplacement(char)).toBe(replacement);
    expect(countSms(replaceWithGsm(char)).encoding).toBe('GSM-7');
  });

  it('turns curly quotes into straight ones so the text becomes GSM-7', () => {
    const text = '“Hello” it’s ‘me’';
    expect(countSms(text)).toMatchObject({
      encoding: 'UCS-2',
      ucs2Characters: ['“', '”', '’', '‘'],
    });
    const replaced = replaceWithGsm(text);
    expect(replaced).toBe("\"Hello\" it's 'me'");
    expect(countSms(replaced)).toMatchObject({
      encoding: 'GSM-7',
      length: 17,
      ucs2Characters: [],
    });
  });

  it('leaves characters without a replacement untouched', () => {
    const replaced = replaceWithGsm(`Prix… 10 € — ${CJK} 😀\u00a0ok`);
    expect(replaced).toBe(`Prix... 10 € - ${CJK} 😀 ok`);
    expect(countSms(replaced)).toMatchObject({ encoding: 'UCS-2', ucs2Characters: [CJK, '😀'] });
  });

  it('has no replacement for characters that are already GSM-7', () => {
    expect(gsmReplacement('a')).toBeUndefined();
    expect(gsmReplacement('€')).toBeUndefined();
    expect(replaceWithGsm('a € {}')).toBe('a € {}');
  });
});
