/**
 * Money is kept in whole cents (ARCHITECTURE.md): the servers send dollars as numbers, which are
 * turned into cents where they enter the app and back into dollars only to be shown or sent.
 */

/** Balances are shown with 2 decimals, rounded to cents (spec §9). */
export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Dollars as the server sends them → whole cents. */
export function toCents(dollars: number): number {
  return Math.round((dollars + Math.sign(dollars) * Number.EPSILON) * 100);
}

/** Whole cents → dollars, for a request body. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function formatMoney(value: number, locale: string, currency = 'USD'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(roundToCents(value));
}

/** Cents in the locale's currency format (two decimals). */
export function formatCents(cents: number, locale: string, currency = 'USD'): string {
  return formatMoney(centsToDollars(cents), locale, currency);
}

/** Whole dollars without decimals (plan prices, "from $79"). */
export function formatWholeDollars(dollars: number, locale: string, currency = 'USD'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(Math.round(dollars));
}
