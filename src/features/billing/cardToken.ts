import { type CardBrand, cardBrandOf, cardDigits, parseExpiry } from '../../lib/cardNumber';

/**
 * What the demo's local card form sends instead of a card: the facts Stripe would tell the server
 * about a payment method (brand, last four digits, expiry). The number itself never leaves the page.
 * The mock backend reads it back (src/mocks/billing/cardFields.ts).
 */
export function demoCardToken(number: string, expiry: string): string {
  const digits = cardDigits(number);
  const brand: CardBrand | 'card' = cardBrandOf(digits) ?? 'card';
  const parsed = parseExpiry(expiry);
  if (!parsed) throw new Error('demoCardToken needs a checked expiry');
  return `demo_${brand}_${digits.slice(-4)}_${parsed.month}_${parsed.year}`;
}

/** The facts a demo token carries, to find the card it added in the list (null: not a demo token). */
export function demoTokenFacts(
  token: string,
): { brand: string; last4: string; exp_month: number; exp_year: number } | null {
  const match = /^demo_([a-z]+)_(\d{4})_(\d{1,2})_(\d{4})$/.exec(token);
  return match
    ? {
        brand: match[1]!,
        last4: match[2]!,
        exp_month: Number(match[3]),
        exp_year: Number(match[4]),
      }
    : null;
}
