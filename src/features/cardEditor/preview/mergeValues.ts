import { fillMergeTags, mergeTagsIn } from '../../../lib/mergeTags';
import {
  type CardDocument,
  type CardObject,
  fitText,
  type MeasureText,
  SIDE_NAMES,
  type TextObject,
} from '../model';

/**
 * Merge preview: a card as one contact would get it, and the worst case of a whole list. Pure
 * functions over the document and contacts (measuring text through the canvas's hook).
 */

/** The contact fields the merge tags read (a contact of get-contacts has them all). */
export interface MergeContact {
  first_name: string;
  last_name: string;
  business_name: string;
  website: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  owner_first_name: string;
  owner_last_name: string;
  property_street: string;
  property_city: string;
  property_state: string;
  property_zip: string;
}

const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' ');
const cityStateZip = (city: string, state: string, zip: string) =>
  [city, joined(state, zip)].filter((part) => part.trim() !== '').join(', ');

/** Every merge tag's value for one contact, keyed by token (`{{first_name}}`). */
export function mergeValuesOf(contact: MergeContact): Record<string, string> {
  return {
    '{{first_name}}': contact.first_name,
    '{{last_name}}': contact.last_name,
    '{{full_name}}': joined(contact.first_name, contact.last_name),
    '{{business_name}}': contact.business_name,
    '{{website}}': contact.website,
    '{{email}}': contact.email,
    '{{street}}': contact.street,
    '{{city}}': contact.city,
    '{{state}}': contact.state,
    '{{zip}}': contact.zip,
    '{{city_state_zip}}': cityStateZip(contact.city, contact.state, contact.zip),
    '{{owner_first_name}}': contact.owner_first_name,
    '{{owner_last_name}}': contact.owner_last_name,
    '{{owner_full_name}}': joined(contact.owner_first_name, contact.owner_last_name),
    '{{property_street}}': contact.property_street,
    '{{property_city}}': contact.property_city,
    '{{property_state}}': contact.property_state,
    '{{property_zip}}': contact.property_zip,
    '{{property_city_state_zip}}': cityStateZip(
      contact.property_city,
      contact.property_state,
      contact.property_zip,
    ),
  };
}

/** Each merge tag filled with the longest value any of the contacts has for it. */
export function longestValues(contacts: readonly MergeContact[]): Record<string, string> {
  const longest: Record<string, string> = {};
  for (const contact of contacts) {
    for (const [token, value] of Object.entries(mergeValuesOf(contact)))
      if (value.length > (longest[token]?.length ?? 0)) longest[token] = value;
  }
  return longest;
}

/** The size merged text may shrink to before it counts as a problem (the 8 pt). */
export const MIN_MERGED_TEXT_PT = 8;

function mergedTexts(objects: readonly CardObject[], into: TextObject[] = []): TextObject[] {
  for (const object of objects) {
    if (object.hidden) continue;
    if (object.kind === 'text' && mergeTagsIn(object.text).length > 0) into.push(object);
    if (object.kind === 'group') mergedTexts(object.children, into);
  }
  return into;
}

export interface OverflowReport {
  /** Contacts checked. */
  checked: number;
  /** Contacts for whom some merged text overflows its box or shrinks below 8 pt. */
  failing: number;
}

/**
 * How many of the contacts would get a card whose merged text does not fit: it overflows its box
 * (clipped, or shrunk to the minimum and still too long) or shrinks below 8 pt. Only texts with
 * merge tags are checked, since only they change from one contact to the next.
 */
export function overflowReport(
  document: CardDocument,
  contacts: readonly MergeContact[],
  measure: MeasureText,
): OverflowReport {
  const texts = SIDE_NAMES.flatMap((side) => mergedTexts(document.sides[side].objects));
  let failing = 0;
  for (const contact of contacts) {
    const values = mergeValuesOf(contact);
    const fails = texts.some((text) => {
      const fit = fitText({ ...text, text: fillMergeTags(text.text, values) }, measure);
      return fit.overflows || fit.fontSize < MIN_MERGED_TEXT_PT;
    });
    if (fails) failing += 1;
  }
  return { checked: contacts.length, failing };
}
