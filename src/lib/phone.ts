/**
 * US phone numbers: 10 digits with an optional +1, shown as (xxx) xxx-xxxx (spec §5).
 * Returns null for anything else.
 */
export function normalizeUsPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  const hasCountryCode = trimmed.startsWith('+') || digits.length === 11;
  if (hasCountryCode) {
    if (digits.length !== 11 || !digits.startsWith('1')) return null;
    digits = digits.slice(1);
  }
  return digits.length === 10 ? digits : null;
}

export function formatUsPhone(input: string): string | null {
  const digits = normalizeUsPhone(input);
  if (!digits) return null;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A phone as the tables show it: formatted when it is a US number, otherwise as stored. */
export function displayUsPhone(input: string): string {
  return formatUsPhone(input) ?? input;
}
