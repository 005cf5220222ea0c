import type { MessageId } from '../../../../i18n/messageIds';
import type { BillingAddress } from '../schemas';

/** The countries the address form offers (ISO 3166 alpha-2); names come from Intl.DisplayNames. */
export const ADDRESS_COUNTRIES = ['US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'FR', 'DE', 'ES', 'IT', 'CN'];

export const UK = 'GB';

/** The same limit the server applies to every address field. */
export const ADDRESS_MAX_LENGTH = 120;

const POSTAL_PATTERNS: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
};

/** The address's fields, in the order the form shows them. */
export type AddressField = keyof BillingAddress;

const REQUIRED: ReadonlySet<AddressField> = new Set([
  'billing_fullname',
  'line1',
  'city',
  'postal_code',
  'country',
]);

export const isRequiredAddressField = (field: AddressField) => REQUIRED.has(field);

/**
 * What is wrong with one field of the address, as a message, or null: required fields must hold
 * more than spaces, every field fits the server's limit, and a postal code has its country's
 * shape (US ZIP, Canadian and UK postcodes; any text elsewhere).
 */
export function addressProblem(
  field: AddressField,
  values: BillingAddress,
): { id: MessageId; values?: Record<string, number> } | null {
  const value = (values[field] ?? '').trim();
  if (value === '') return REQUIRED.has(field) ? { id: 'subscriptions.address.required' } : null;
  if (value.length > ADDRESS_MAX_LENGTH)
    return { id: 'subscriptions.address.tooLong', values: { max: ADDRESS_MAX_LENGTH } };
  const pattern = field === 'postal_code' ? POSTAL_PATTERNS[values.country] : undefined;
  if (pattern && !pattern.test(value)) return { id: 'subscriptions.address.postalInvalid' };
  return null;
}

/** A country's name in the user's language, or its code where the browser has no name for it. */
export function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
