/** Paging and filter helpers shared by the list handlers of the mock server. */

/** A non-negative integer from a request field, or the fallback. */
export function intOf(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : fallback;
}

/** A positive id from a request field, or null. */
export function idOf(value: unknown): number | null {
  const id = intOf(value, 0);
  return id > 0 ? id : null;
}

/**
 * An optional link to another record: absent, null, '' and 0 mean "none"; anything else must be a
 * positive integer, or the field is invalid (`false`), so garbage is refused rather than dropped.
 */
export function optionalIdOf(value: unknown): number | null | false {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0')
    return null;
  return idOf(value) ?? false;
}

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** One page of rows: limit (1–100, default 10) from offset (default 0). */
export function pageOf<T>(rows: T[], body: Record<string, unknown>): T[] {
  const limit = Math.min(100, Math.max(1, intOf(body.limit, 10)));
  const offset = intOf(body.offset, 0);
  return rows.slice(offset, offset + limit);
}

/** Case-insensitive "contains" for search boxes. */
export function matches(haystack: string, needle: string): boolean {
  return needle === '' || haystack.toLowerCase().includes(needle.toLowerCase());
}
