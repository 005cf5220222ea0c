import DOMPurify from 'dompurify';

/**
 * An uploaded SVG made safe to place and print: DOMPurify's SVG profile (no script, no event
 * handlers, no foreignObject), and no reference outside the file. A href may only point inside
 * the file (`#id`) or hold an inline raster image; anything else (a remote image, a `javascript:`
 * link) is removed, so the artwork cannot load or run anything when it is drawn or printed.
 * Returns null when nothing drawable is left.
 */

const SAFE_HREF = /^(#|data:image\/(png|jpeg|webp);base64,)/i;
const HREF_ATTRIBUTES = ['href', 'xlink:href'];

export function sanitizeSvg(markup: string): string | null {
  const purify = DOMPurify();
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (HREF_ATTRIBUTES.includes(data.attrName) && !SAFE_HREF.test(data.attrValue.trim()))
      data.keepAttr = false;
    // url(...) in a style or presentation attribute may name a remote resource.
    if (/url\(\s*['"]?\s*(?!#)/i.test(data.attrValue)) data.keepAttr = false;
  });
  const clean = purify.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is how drawing tools repeat a shape; its href is held to the file by the hook above.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['style', 'foreignObject', 'script'],
  });
  const trimmed = clean.trim();
  return trimmed.toLowerCase().startsWith('<svg') ? trimmed : null;
}

/** UTF-8 text as base64, for an SVG data URL (btoa takes Latin-1 only). */
export function utf8Base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
