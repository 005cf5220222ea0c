/** The link targets an author may set in an email: web pages and email addresses only. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The URL to store, or null when it is not an absolute http(s) or mailto URL. Whitespace around it
 * is dropped; `javascript:`, `data:` and relative URLs are refused.
 */
export function allowedLinkUrl(input: string): string | null {
  const value = input.trim();
  if (value === '' || /\s/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!LINK_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol !== 'mailto:' && url.hostname === '') return null;
  if (url.protocol === 'mailto:' && url.pathname === '') return null;
  return value;
}

export function isAllowedLinkUrl(input: string): boolean {
  return allowedLinkUrl(input) !== null;
}
