import { parseCardDocument } from '../../features/cardEditor/model/parseDocument';
import { fail, type MockReply } from '../kit/replies';
import { IMAGE_LIMIT_BYTES, IMAGE_LIMIT_MESSAGE, inlineImageBytes } from './rules';

/** How the mock server checks what the card Design Studio saves: the document and its SVG files. */

export const CARD_CONTENT_MESSAGE = 'The card design could not be read.';
export const SVG_UNREADABLE_MESSAGE = 'The SVG file could not be read.';
export const SVG_UNSAFE_MESSAGE = 'The SVG file contains scripts or external references.';
export const NOT_RESERVED_MESSAGE = 'The card id is not reserved for you.';
/** An edit timer report covers at most a day of editing. */
export const MAX_EDIT_SECONDS = 24 * 60 * 60;

/** Whether a card's content is a card document the Design Studio can open (model/parseDocument.ts). */
export function isReadableCard(content: string): boolean {
  return parseCardDocument(content).ok;
}

const SVG_START = /^\s*<svg[\s>/]/;

/**
 * What a print SVG may not hold: scripts, event handler attributes, `javascript:` URLs, links or
 * styles that load something from elsewhere, and foreign (HTML) content. The Design Studio's own
 * export writes none of these (model/svg.ts); a file that has them did not come from it. Each
 * pattern is a single scan without captures, so a file of megabytes is checked in linear time.
 */
const UNSAFE_SVG = [
  /<script/i,
  /<foreignObject/i,
  // An attribute named on…, after a space or right after the tag name (`<svg/onload=`); never
  // inside an image's base64, which has no spaces and may well hold `/on…=`.
  /<[^<>]*\son[a-z-]*\s*=/i,
  /<[\w:-]+\/on[a-z-]*\s*=/i,
  /<[^<>]*javascript\s*:/i,
  /(?:\s|:)href\s*=\s*["']?\s*(?:https?:)?\/\//i,
  /url\(\s*["']?\s*(?:https?:)?\/\//i,
  /@import/i,
];

/** One side's SVG as save-template-svgfile/ receives it; null when it may be stored. */
export function svgProblem(svg: unknown): MockReply | null {
  const refuse = (message: string) => fail(message, { status: 422, errors: { svg: [message] } });
  if (typeof svg !== 'string' || !SVG_START.test(svg)) return refuse(SVG_UNREADABLE_MESSAGE);
  if (UNSAFE_SVG.some((pattern) => pattern.test(svg))) return refuse(SVG_UNSAFE_MESSAGE);
  if (inlineImageBytes(svg) > IMAGE_LIMIT_BYTES) return fail(IMAGE_LIMIT_MESSAGE, { status: 422 });
  return null;
}
