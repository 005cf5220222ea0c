/** Readers of request fields: what a loose client may send is coerced, or refused, the same way. */

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

/** The field names of a request type (of every member, when it is a union of shapes). */
export type FieldOf<Req> = Req extends unknown ? Extract<keyof Req, string> : never;

/**
 * The same readers bound to one request's body, keyed by the endpoint's request type: a handler
 * reading a field the endpoint does not send fails to compile.
 */
export interface BodyReader<Req> {
  text(field: FieldOf<Req>): string;
  int(field: FieldOf<Req>, fallback: number): number;
  id(field: FieldOf<Req>): number | null;
  optionalId(field: FieldOf<Req>): number | null | false;
}

export function bodyReader<Req>(body: Record<string, unknown>): BodyReader<Req> {
  return {
    text: (field) => textOf(body[field]),
    int: (field, fallback) => intOf(body[field], fallback),
    id: (field) => idOf(body[field]),
    optionalId: (field) => optionalIdOf(body[field]),
  };
}
