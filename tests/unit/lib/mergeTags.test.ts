// @vitest-environment node
import {
  MERGE_TAG_TOKENS,
  SAMPLE_MERGE_VALUES,
  fillMergeTags,
  mergeTagsIn,
} from '../../../src/lib/mergeTags';

describe('merge tag list', () => {
  it("is the spec's list, in the spec's order", () => {
    expect(MERGE_TAG_TOKENS).toEqual([
      '{{first_name}}',
      '{{last_name}}',
      '{{full_name}}',
      '{{business_name}}',
      '{{website}}',
      '{{email}}',
      '{{street}}',
      '{{city}}',
      '{{state}}',
      '{{zip}}',
      '{{city_state_zip}}',
      '{{owner_first_name}}',
      '{{owner_last_name}}',
      '{{owner_full_name}}',
      '{{property_street}}',
      '{{property_city}}',
      '{{property_state}}',
      '{{property_zip}}',
      '{{property_city_state_zip}}',
    ]);
  });

  it('has a non-empty sample value for every token and for nothing else', () => {
    expect(Object.keys(SAMPLE_MERGE_VALUES).sort()).toEqual([...MERGE_TAG_TOKENS].sort());
    for (const token of MERGE_TAG_TOKENS) expect(SAMPLE_MERGE_VALUES[token]?.trim()).not.toBe('');
  });

  it('has sample values that agree with each other', () => {
    const v = (token: string): string => SAMPLE_MERGE_VALUES[token] ?? '';
    expect(v('{{full_name}}')).toBe(`${v('{{first_name}}')} ${v('{{last_name}}')}`);
    expect(v('{{owner_full_name}}')).toBe(
      `${v('{{owner_first_name}}')} ${v('{{owner_last_name}}')}`,
    );
    expect(v('{{city_state_zip}}')).toBe(`${v('{{city}}')}, ${v('{{state}}')} ${v('{{zip}}')}`);
    expect(v('{{property_city_state_zip}}')).toBe(
      `${v('{{property_city}}')}, ${v('{{property_state}}')} ${v('{{property_zip}}')}`,
    );
    expect(v('{{state}}')).toMatch(/^[A-Z]{2}$/);
    expect(v('{{zip}}')).toMatch(/^\d{5}$/);
    expect(v('{{property_zip}}')).toMatch(/^\d{5}$/);
    expect(v('{{website}}')).toMatch(/^https:\/\//);
    expect(v('{{email}}')).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });
});

describe('fillMergeTags', () => {
  it('fills every known token', () => {
    const text = MERGE_TAG_TOKENS.join('|');
    const filled = fillMergeTags(text, SAMPLE_MERGE_VALUES);
    expect(filled).toBe(MERGE_TAG_TOKENS.map((token) => SAMPLE_MERGE_VALUES[token]).join('|'));
    expect(filled).not.toContain('{{');
  });

  it('fills the same token wherever it appears', () => {
    expect(
      fillMergeTags('Hi {{first_name}}! Bye {{first_name}}.', { '{{first_name}}': 'Ann' }),
    ).toBe('Hi Ann! Bye Ann.');
  });

  it('tolerates spaces inside the braces', () => {
    expect(fillMergeTags('{{ first_name }} {{last_name }} {{  city}}', SAMPLE_MERGE_VALUES)).toBe(
      'Jordan Lee Portland',
    );
  });

  it('fills tokens inside HTML, attributes included', () => {
    expect(
      fillMergeTags(
        '<p>Hello <span data-merge-tag="{{first_name}}">{{first_name}}</span></p>',
        SAMPLE_MERGE_VALUES,
      ),
    ).toBe('<p>Hello <span data-merge-tag="Jordan">Jordan</span></p>');
  });

  it.each([
    '{{favourite_colour}}',
    '{{First_Name}}',
    '{{first name}}',
    '{first_name}',
    '{{{first_name}',
    '{{}}',
    '{{constructor}}',
    '{{__proto__}}',
  ])('leaves %j as typed', (text) => {
    expect(fillMergeTags(text, SAMPLE_MERGE_VALUES)).toBe(text);
  });

  it('leaves a known token without a value as typed', () => {
    expect(fillMergeTags('{{first_name}} {{city}}', { '{{city}}': 'Bangor' })).toBe(
      '{{first_name}} Bangor',
    );
  });

  it('does not expand tokens inside values (single pass)', () => {
    const values = { '{{first_name}}': '{{last_name}}', '{{last_name}}': 'Lee' };
    expect(fillMergeTags('{{first_name}} {{last_name}}', values)).toBe('{{last_name}} Lee');
  });

  it('inserts $ characters literally', () => {
    const values = { '{{business_name}}': "$& $1 $$ $` $' Co" };
    expect(fillMergeTags('By {{business_name}}.', values)).toBe("By $& $1 $$ $` $' Co.");
  });

  it('inserts an empty value', () => {
    expect(fillMergeTags('[{{zip}}]', { '{{zip}}': '' })).toBe('[]');
  });

  it('returns text without tokens unchanged', () => {
    expect(fillMergeTags('', SAMPLE_MERGE_VALUES)).toBe('');
    expect(fillMergeTags('No tags here { } }}{{', SAMPLE_MERGE_VALUES)).toBe(
      'No tags here { } }}{{',
    );
  });
});

describe('mergeTagsIn', () => {
  it('lists the distinct known tokens in order of first use', () => {
    expect(
      mergeTagsIn('{{city}} {{first_name}} {{ city }} {{unknown}} {{zip}} {{first_name}}'),
    ).toEqual(['{{city}}', '{{first_name}}', '{{zip}}']);
  });

  it('gives tokens typed with spaces in their spec form', () => {
    expect(mergeTagsIn('{{ property_city_state_zip }}')).toEqual(['{{property_city_state_zip}}']);
  });

  it('finds nothing in text without known tokens', () => {
    expect(mergeTagsIn('')).toEqual([]);
    expect(mergeTagsIn('{{nope}} {first_name} {{First_Name}}')).toEqual([]);
  });

  it('finds every token of the list', () => {
    expect(mergeTagsIn(MERGE_TAG_TOKENS.join(' '))).toEqual(MERGE_TAG_TOKENS);
  });
});
