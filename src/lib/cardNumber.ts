/**
 * Client-side checks of a card typed into the demo's local card form (accounts-money §2 Cards; the
 * spec leaves payment-data validation to us, §5). With Stripe configured, Stripe Elements checks
 * the card instead and these never see a number.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

/** Issuer prefixes (IIN ranges) in the order they are tried; the first match names the brand. */
const BRANDS: { brand: CardBrand; pattern: RegExp; lengths: number[] }[] = [
  { brand: 'amex', pattern: /^3[47]/, lengths: [15] },
  { brand: 'diners', pattern: /^3(0[0-5]|[68])/, lengths: [14, 16, 19] },
  { brand: 'jcb', pattern: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19] },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16, 19] },
  { brand: 'mastercard', pattern: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16] },
  { brand: 'discover', pattern: /^(6011|65|64[4-9])/, lengths: [16, 19] },
  { brand: 'unionpay', pattern: /^62/, lengths: [16, 17, 18, 19] },
];

/** The number without the spaces and dashes people type between groups. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

export function cardBrandOf(digits: string): CardBrand | null {
  return BRANDS.find((entry) => entry.pattern.test(digits))?.brand ?? null;
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardNumberProblem = 'missing' | 'unknownBrand' | 'length' | 'checksum';

export function cardNumberProblem(typed: string): CardNumberProblem | null {
  const digits = cardDigits(typed);
  if (digits === '') return 'missing';
  if (!/^\d+$/.test(digits)) return 'checksum';
  const entry = BRANDS.find((candidate) => candidate.pattern.test(digits));
  if (!entry) return 'unknownBrand';
  if (!entry.lengths.includes(digits.length)) return 'length';
  return passesLuhn(digits) ? null : 'checksum';
}

/** American Express prints 4 digits on the front; every other brand 3 on the back. */
export function cvcLengthOf(brand: CardBrand | null): number {
  return brand === 'amex' ? 4 : 3;
}

export function isValidCvc(cvc: string, brand: CardBrand | null): boolean {
  return new RegExp(`^\\d{${cvcLengthOf(brand)}}$`).test(cvc);
}

/**
 * The expiry as people type it → month and four-digit year, or null when it is not a date:
 * "12/29", "12/2029", "1229", "12 29", "12-29", "122029" (the slash is optional).
 */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/\-. ]?\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, today: Date): boolean {
  const thisMonth = today.getFullYear() * 12 + today.getMonth() + 1;
  return expiry.year * 12 + expiry.month < thisMonth;
}

/** How a brand prints its number: American Express 4-6-5, Diners Club 14 digits 4-6-4, others by 4. */
function groupsOf(brand: CardBrand | null, length: number): number[] {
  if (brand === 'amex') return [4, 6, 5];
  if (brand === 'diners' && length <= 14) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/** The number as typed, grouped as the card prints it ("4242 4242 4242 4242"); 19 digits at most. */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  const parts: string[] = [];
  let at = 0;
  for (const size of groupsOf(cardBrandOf(digits), digits.length)) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** "1229" becomes "12/29" and "122029" "12/2029" as they are typed; anything else is left alone. */
export function formatExpiryTyping(typed: string): string {
  const match = /^(\d{2})(\d{2}|\d{4})$/.exec(typed.trim());
  return match ? `${match[1]}/${match[2]}` : typed;
}
