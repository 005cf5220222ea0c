// @vitest-environment node
import {
  foldText,
  matchesAll,
  searchTerms,
  splitByMatches,
} from '../../../src/features/support/faq/textSearch';

describe('the FAQ search', () => {
  it('folds case, accents and ligatures', () => {
    expect(foldText('Reembolsó CAFÉ Œuvre Straße').folded).toBe('reembolso cafe oeuvre strasse');
    expect(searchTerms('  Café   cafe ÉTÉ ')).toEqual(['cafe', 'ete']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('needs every term, anywhere and in any order', () => {
    const folded = foldText('Où voir mes remboursements ?').folded;
    expect(matchesAll(folded, searchTerms('REMBOURSEMENT ou'))).toBe(true);
    expect(matchesAll(folded, searchTerms('remboursement carte'))).toBe(false);
    expect(matchesAll(foldText('如何退款？').folded, searchTerms('退款'))).toBe(true);
  });

  it('marks the matched stretches of the text as shown, accents and all', () => {
    expect(splitByMatches('Le café, LE CAFÉ.', searchTerms('cafe'))).toEqual([
      { text: 'Le ', match: false },
      { text: 'café', match: true },
      { text: ', LE ', match: false },
      { text: 'CAFÉ', match: true },
      { text: '.', match: false },
    ]);
    // Overlapping terms make one mark; a ligature is marked whole.
    expect(splitByMatches('refunded', searchTerms('refund fund'))).toEqual([
      { text: 'refund', match: true },
      { text: 'ed', match: false },
    ]);
    expect(splitByMatches('cœur', searchTerms('oe'))).toEqual([
      { text: 'c', match: false },
      { text: 'œ', match: true },
      { text: 'ur', match: false },
    ]);
    expect(splitByMatches('plain', [])).toEqual([{ text: 'plain', match: false }]);
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(splitByMatches('a 😀 b', searchTerms('😀'))).toEqual([
      { text: 'a ', match: false },
      { text: '😀', match: true },
      { text: ' b', match: false },
    ]);
  });
});
