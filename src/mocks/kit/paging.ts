import { intOf } from './fields';

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
