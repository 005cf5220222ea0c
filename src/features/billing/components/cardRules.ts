import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';
import {
  type CardNumberProblem,
  cardBrandOf,
  cardDigits,
  cardNumberProblem,
  cvcLengthOf,
  isExpired,
  isValidCvc,
  parseExpiry,
} from '../../../lib/cardNumber';
import type { MessageId } from '../../../i18n/messageIds';

const NUMBER_PROBLEM: Record<CardNumberProblem, MessageId> = {
  missing: 'billing.cardForm.numberRequired',
  unknownBrand: 'billing.cardForm.numberUnknown',
  length: 'billing.cardForm.numberLength',
  checksum: 'billing.cardForm.numberInvalid',
};

const refuse = (intl: IntlShape, id: MessageId, values?: Record<string, number>) =>
  Promise.reject(new Error(intl.formatMessage({ id }, values)));

/** The card number: a known brand, its length, and the Luhn check digit. */
export function cardNumberRules(intl: IntlShape): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        const problem = cardNumberProblem(typeof value === 'string' ? value : '');
        return problem ? refuse(intl, NUMBER_PROBLEM[problem]) : Promise.resolve();
      },
    },
  ];
}

/** MM/YY, not in the past. */
export function expiryRules(intl: IntlShape): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        const typed = typeof value === 'string' ? value : '';
        if (typed.trim() === '') return refuse(intl, 'billing.cardForm.expiryRequired');
        const expiry = parseExpiry(typed);
        if (!expiry) return refuse(intl, 'billing.cardForm.expiryInvalid');
        if (isExpired(expiry, new Date())) return refuse(intl, 'billing.cardForm.expiryPast');
        return Promise.resolve();
      },
    },
  ];
}

/** 3 digits, or 4 for American Express (read from the number typed beside it). */
export function cvcRules(intl: IntlShape, numberOf: () => string): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        const brand = cardBrandOf(cardDigits(numberOf()));
        return isValidCvc(typeof value === 'string' ? value : '', brand)
          ? Promise.resolve()
          : refuse(intl, 'billing.cardForm.cvcInvalid', { length: cvcLengthOf(brand) });
      },
    },
  ];
}

export function requiredTextRule(intl: IntlShape, id: MessageId): FormRule {
  return { required: true, whitespace: true, message: intl.formatMessage({ id }) };
}
