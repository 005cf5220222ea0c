/**
 * Merge tags: tokens such as `{{first_name}}` in a template that the server fills per contact. The
 * editor inserts them and the preview fills them with sample data; the server does the real fill.
 */

/** The spec's merge tags, in the spec's order (the order the editor offers them in). */
export const MERGE_TAG_TOKENS = [
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
] as const;

export type MergeTagToken = (typeof MERGE_TAG_TOKENS)[number];

const KNOWN_TOKENS: ReadonlySet<string> = new Set(MERGE_TAG_TOKENS);

// Built from parts, so the combined tags always agree with the single ones.
const SAMPLE_CONTACT = {
  first: 'Jordan',
  last: 'Lee',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
};
const SAMPLE_OWNER = { first: 'Morgan', last: 'Reyes' };
const SAMPLE_PROPERTY = { city: 'South Portland', state: 'ME', zip: '04106' };

function cityStateZip({ city, state, zip }: { city: string; state: string; zip: string }): string {
  return `${city}, ${state} ${zip}`;
}

/** Believable sample contact data for the preview, keyed by token (`{{first_name}}`). */
export const SAMPLE_MERGE_VALUES: Readonly<Record<string, string>> = Object.freeze({
  '{{first_name}}': SAMPLE_CONTACT.first,
  '{{last_name}}': SAMPLE_CONTACT.last,
  '{{full_name}}': `${SAMPLE_CONTACT.first} ${SAMPLE_CONTACT.last}`,
  '{{business_name}}': 'Lee Roofing LLC',
  '{{website}}': 'https://leeroofing.example',
  '{{email}}': 'jordan@leeroofing.example',
  '{{street}}': '42 Harbor Street',
  '{{city}}': SAMPLE_CONTACT.city,
  '{{state}}': SAMPLE_CONTACT.state,
  '{{zip}}': SAMPLE_CONTACT.zip,
  '{{city_state_zip}}': cityStateZip(SAMPLE_CONTACT),
  '{{owner_first_name}}': SAMPLE_OWNER.first,
  '{{owner_last_name}}': SAMPLE_OWNER.last,
  '{{owner_full_name}}': `${SAMPLE_OWNER.first} ${SAMPLE_OWNER.last}`,
  '{{property_street}}': '118 Elm Avenue',
  '{{property_city}}': SAMPLE_PROPERTY.city,
  '{{property_state}}': SAMPLE_PROPERTY.state,
  '{{property_zip}}': SAMPLE_PROPERTY.zip,
  '{{property_city_state_zip}}': cityStateZip(SAMPLE_PROPERTY),
} satisfies Record<MergeTagToken, string>);

// `{{name}}`, with spaces allowed inside the braces (`{{ first_name }}`), as authors type them.
const TOKEN_PATTERN = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The token as the spec writes it, or null when the name is not a merge tag. */
function knownToken(name: string): string | null {
  const token = `{{${name}}}`;
  return KNOWN_TOKENS.has(token) ? token : null;
}

/**
 * Replaces every known merge tag with its value from `values` (keyed by token, as
 * SAMPLE_MERGE_VALUES is). Unknown tokens, and known ones without a value, stay as typed. One pass:
 * a value that itself contains `{{...}}` is inserted as is, and `$` in a value is literal (the
 * replacer is a function, so `$&` and friends mean nothing). Values are inserted raw: filled HTML
 * goes through sanitizeEmailHtml before it is shown.
 */
export function fillMergeTags(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(TOKEN_PATTERN, (typed, name: string) => {
    const token = knownToken(name);
    return (token !== null ? values[token] : undefined) ?? typed;
  });
}

/** The distinct known merge tags a text uses, in order of first use, as the spec writes them. */
export function mergeTagsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const token = knownToken(match[1] ?? '');
    if (token !== null) found.add(token);
  }
  return [...found];
}
