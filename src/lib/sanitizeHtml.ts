import DOMPurify, { type Config, type UponSanitizeAttributeHookEvent } from 'dompurify';

/**
 * The sanitiser for user-authored email (mail template) HTML, applied before the preview renders it
 * and before it is saved. An allowlist of what a rich-text editor produces: ordinary formatting,
 * links, images, tables and merge-tag chips. Everything else (script, style, frames, plugins,
 * forms, SVG, MathML, document-level tags, event handlers) is removed.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'hr',
  'code',
  'pre',
];

const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'style',
  'class',
  'colspan',
  'rowspan',
  'align',
  'target',
  'rel',
  'data-merge-tag',
];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  // Only the one data attribute the editor uses; no aria-* either, the policy is the list above.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // A merge-tag chip's value is plain text (`{{first_name}}`), not a URL to vet.
  ADD_URI_SAFE_ATTR: ['data-merge-tag'],
  // Second line of defence behind the hook below: DOMPurify's own URL check with only our schemes.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

// Browsers ignore whitespace and control characters inside a URL's scheme (`jav&#x09;ascript:`);
// removing them before the check (as DOMPurify does) sees the scheme the browser would see.
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const URL_IGNORED_CHARACTERS = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
const HREF_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
// Raster images only: an SVG data URL is a document that can carry script.
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i;

/**
 * The scheme of a URL, or null for a relative one. Anything before the first `:` counts as a
 * scheme unless a `/`, `?` or `#` comes first, so an unparseable scheme is refused, not let through
 * as "relative".
 */
function schemeOf(url: string): string | null {
  const match = /^([^/?#]*?):/.exec(url);
  return match?.[1]?.toLowerCase() ?? null;
}

function isAllowedHref(value: string): boolean {
  const scheme = schemeOf(value.replace(URL_IGNORED_CHARACTERS, ''));
  return scheme === null || HREF_SCHEMES.has(scheme);
}

function isAllowedImageSrc(value: string): boolean {
  const url = value.replace(URL_IGNORED_CHARACTERS, '');
  const scheme = schemeOf(url);
  if (scheme === 'data') return RASTER_DATA_URL.test(url);
  return scheme !== null && IMAGE_SCHEMES.has(scheme);
}

// Fragments that load a resource or run code from CSS. `image-set(` takes URLs as plain strings;
// `behavior` and `-moz-binding` are old engines' script hooks.
const FORBIDDEN_CSS = [
  'url(',
  'expression(',
  'javascript:',
  '@import',
  'image-set(',
  'behavior:',
  '-moz-binding',
];
const CSS_DECLARATION = /^-?[a-z][a-z0-9-]*\s*:/i;

function hasUnclosedQuote(text: string): boolean {
  let open: string | null = null;
  for (const char of text) {
    if (open === null && (char === '"' || char === "'")) open = char;
    else if (char === open) open = null;
  }
  return open !== null;
}

function isHarmlessDeclaration(declaration: string): boolean {
  if (!CSS_DECLARATION.test(declaration)) return false;
  // CSS escapes (`u\72l(`) and comments can spell a forbidden fragment past a plain text search.
  if (declaration.includes('\\') || declaration.includes('/*')) return false;
  // An unclosed quote is a declaration cut at a `;` inside a string: its rest could end up anywhere.
  if (hasUnclosedQuote(declaration)) return false;
  const squeezed = declaration.toLowerCase().replace(/\s+/g, '');
  return !FORBIDDEN_CSS.some((fragment) => squeezed.includes(fragment));
}

/** Keeps the harmless declarations of a style attribute (`color`, `text-align`, ...). */
function harmlessStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(isHarmlessDeclaration)
    .join('; ');
}

/** Our policy for the attribute values DOMPurify's allowlist lets through by name. */
function vetAttribute(node: Element, event: UponSanitizeAttributeHookEvent): void {
  const tag = node.nodeName.toLowerCase();
  if (event.attrName === 'href') {
    if (tag !== 'a' || !isAllowedHref(event.attrValue)) event.keepAttr = false;
  } else if (event.attrName === 'src') {
    if (tag !== 'img' || !isAllowedImageSrc(event.attrValue)) event.keepAttr = false;
  } else if (event.attrName === 'style') {
    event.attrValue = harmlessStyle(event.attrValue);
    if (event.attrValue === '') event.keepAttr = false;
  }
}

/** A page opened in a new window must not get a handle on ours (`window.opener`) or our URL. */
function protectNewWindowLink(node: Element): void {
  if (node.nodeName.toLowerCase() !== 'a') return;
  if (node.getAttribute('target')?.toLowerCase() !== '_blank') return;
  const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
  rel.add('noopener');
  rel.add('noreferrer');
  node.setAttribute('rel', [...rel].join(' '));
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

/**
 * A DOMPurify instance of our own, so the hooks never reach other users of the global one. Made on
 * first use, so importing this module outside a browser (or jsdom) costs nothing.
 */
function emailPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', vetAttribute);
  instance.addHook('afterSanitizeAttributes', protectNewWindowLink);
  purifier = instance;
  return instance;
}

export function sanitizeEmailHtml(html: string): string {
  return emailPurifier().sanitize(html, CONFIG);
}

/**
 * An email body with its merge tags filled by `fill` (a preview's, see components/mergePreview):
 * sanitised, filled, then sanitised again, since a fill inserts its values raw and the second
 * pass is what makes the result safe.
 */
export function filledEmailHtml(html: string, fill: (text: string) => string): string {
  return sanitizeEmailHtml(fill(sanitizeEmailHtml(html)));
}
