/**
 * Escaping for the SVG export. Every piece of user text and every attribute value passes through
 * one of these, so no text can close an element, open a tag or break out of an attribute, and the
 * file stays well-formed XML whatever was typed.
 */

// Characters XML 1.0 forbids in a document at all (even escaped): C0 controls other than tab, line
// feed and carriage return, unpaired surrogates, U+FFFE and U+FFFF. They are dropped.
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function withoutInvalidXmlCharacters(text: string): string {
  return text.replace(NOT_XML_CHARACTER, '');
}

/** Text content: `&` and `<` would start markup, `>` would end a CDATA-like run. */
export function escapeXmlText(text: string): string {
  return withoutInvalidXmlCharacters(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * An attribute value, written between double quotes. Both quote kinds are escaped, and tab and
 * line breaks too, since a parser would otherwise turn them into spaces and the value would not
 * read back the same.
 */
export function escapeXmlAttribute(value: string): string {
  return escapeXmlText(value)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** A number for an attribute: at most 3 decimals (1/1000 pt), no exponent, never NaN. */
export function svgNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Number(value.toFixed(3));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}
