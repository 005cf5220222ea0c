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
