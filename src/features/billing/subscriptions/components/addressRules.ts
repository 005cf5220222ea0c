import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';

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

export function requiredRules(intl: IntlShape): FormRule[] {
  return [
    {
      required: true,
      whitespace: true,
      message: intl.formatMessage({ id: 'subscriptions.address.required' }),
    },
    {
      max: ADDRESS_MAX_LENGTH,
      message: intl.formatMessage(
        { id: 'subscriptions.address.tooLong' },
        { max: ADDRESS_MAX_LENGTH },
      ),
    },
  ];
}

export function optionalRules(intl: IntlShape): FormRule[] {
  return [
    {
      max: ADDRESS_MAX_LENGTH,
      message: intl.formatMessage(
        { id: 'subscriptions.address.tooLong' },
        { max: ADDRESS_MAX_LENGTH },
      ),
    },
  ];
}

/** A postal code in its country's shape (US ZIP, Canadian and UK postcodes); others any text. */
export function postalCodeRules(intl: IntlShape, country: string | undefined): FormRule[] {
  const pattern = country ? POSTAL_PATTERNS[country] : undefined;
  return [
    ...requiredRules(intl),
    ...(pattern
      ? [
          {
            pattern,
            message: intl.formatMessage({ id: 'subscriptions.address.postalInvalid' }),
          },
        ]
      : []),
  ];
}

/** A country's name in the user's language, or its code where the browser has no name for it. */
export function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
