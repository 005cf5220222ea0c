/**
 * Decides whether a remembered location may be followed after sign-in. Only same-origin paths
 * inside `area` (the dashboard, whose path the caller gives: lib knows no routes) are accepted: `//evil.example`, `/\evil`, `javascript:` and their
 * percent-encoded forms are refused (issue 2, open-redirect rule).
 */
const PROBE_ORIGIN = 'https://app.invalid';
const MAX_DECODE_ROUNDS = 4;

function hasForbiddenCharacters(value: string): boolean {
  // Backslashes are read as slashes by browsers; control and space characters hide schemes.
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\' || code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

function looksSafe(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  return !hasForbiddenCharacters(value);
}

function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null;
}

export function safeRedirectPath(candidate: unknown, area: string): string | null {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048)
    return null;
  const decoded = fullyDecoded(candidate);
  if (decoded === null || !looksSafe(candidate) || !looksSafe(decoded)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const inArea = url.pathname === area || url.pathname.startsWith(`${area}/`);
  if (!inArea) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
