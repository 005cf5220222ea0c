import * as z from 'zod/mini';
import { toCents } from '../lib/money';

/**
 * Field schemas for the shapes the API sends loosely typed (ids and numbers as digit strings,
 * text as null): each normalises to one type so screens never meet the variants.
 */

/** Ids arrive as numbers or digit strings. */
export const idLike = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+$/))]),
  z.transform(Number),
);

/** Optional links to other records: null, '', 0 and '0' all mean "none". */
export const optionalId = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((value) =>
    value === null || value === undefined || value === '' || Number(value) === 0
      ? null
      : Number(value),
  ),
);

/** A number, or 0 when it is missing or not a number. */
export const numberLike = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((value) => {
    const number = Number(value ?? 0);
    return Number.isFinite(number) ? number : 0;
  }),
);

/** Text, or '' when missing. */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/** A 0/1 flag sent as a number, a digit string or a boolean. */
export const flag = z.pipe(
  z.nullish(z.union([z.number(), z.string(), z.boolean()])),
  z.transform((value) => value === true || value === 1 || value === '1'),
);

/** A dollar amount from the server (a number or a numeric string, never missing), as cents. */
export const centsFromDollars = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((dollars) => toCents(Number(dollars))),
);

/** A dollar amount that may be missing or blank (read as 0), as cents: balances on profiles. */
export const centsFromDollarsOrZero = z.pipe(numberLike, z.transform(toCents));
