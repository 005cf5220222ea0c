import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { TextInput } from '../../../components/controls';
import { type CardTokenizer, StripeCardEntry } from '../../billing';
import type { MessageId } from '../../../i18n/messageIds';
import {
  type CardNumberProblem,
  cardBrandOf,
  cardDigits,
  cardNumberProblem,
  cvcLengthOf,
  formatExpiryTyping,
  groupCardNumber,
  isExpired,
  isValidCvc,
  parseExpiry,
} from '../../../lib/cardNumber';
import { Field } from './Field';

/** The card as typed: kept in memory only, never drafted; only its token leaves the page. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '', name: '' };

const NUMBER_WORDS: Record<CardNumberProblem, MessageId> = {
  missing: 'signup.card.numberRequired',
  unknownBrand: 'signup.card.numberUnknown',
  length: 'signup.card.numberLength',
  checksum: 'signup.card.numberInvalid',
};

type CardField = keyof CardInput;

/** The money screens' card rules (src/lib/cardNumber.ts): brand, length, Luhn, expiry, CVC. */
export function cardProblems(
  card: CardInput,
  today: Date,
): Record<CardField, { id: MessageId; values?: Record<string, number> } | null> {
  const number = cardNumberProblem(card.number);
  const expiry = parseExpiry(card.expiry);
  const brand = cardBrandOf(cardDigits(card.number));
  return {
    number: number ? { id: NUMBER_WORDS[number] } : null,
    expiry:
      card.expiry.trim() === ''
        ? { id: 'signup.card.expiryRequired' }
        : !expiry
          ? { id: 'signup.card.expiryInvalid' }
          : isExpired(expiry, today)
            ? { id: 'signup.card.expiryPast' }
            : null,
    cvc: isValidCvc(card.cvc, brand)
      ? null
      : { id: 'signup.card.cvcInvalid', values: { length: cvcLengthOf(brand) } },
    name: card.name.trim() === '' ? { id: 'signup.problem.required' } : null,
  };
}

/**
 * The card, as the money screens take one: Stripe Elements when a Stripe key is configured (the
 * number stays in Stripe's frame; only its payment method id is sent), otherwise the demo's
 * local card form in light controls with the same rules.
 */
export function CardFields({
  card,
  shown,
  onChange,
  onBlur,
  stripeKey,
  onStripeReady,
  stripeProblem,
}: {
  card: CardInput;
  shown: Record<CardField, boolean>;
  onChange: (change: Partial<CardInput>) => void;
  onBlur: (field: CardField) => void;
  stripeKey: string | null;
  onStripeReady: (tokenize: CardTokenizer) => void;
  stripeProblem: string | null;
}) {
  const intl = useIntl();
  const problems = cardProblems(card, new Date());
  const problemOf = (field: CardField) => {
    const problem = shown[field] ? problems[field] : null;
    return problem ? intl.formatMessage({ id: problem.id }, problem.values) : null;
  };
  const input = (
    field: CardField,
    label: MessageId,
    autoComplete: string,
    format: (value: string) => string = (value) => value,
  ) => (
    <Field
      id={`signup-card-${field}`}
      label={intl.formatMessage({ id: label })}
      problem={problemOf(field)}
    >
      {(control) => (
        <TextInput
          {...control}
          className="field__input"
          autoComplete={autoComplete}
          inputMode={field === 'name' ? undefined : 'numeric'}
          value={card[field]}
          onChange={(event) => onChange({ [field]: format(event.target.value) })}
          onBlur={() => onBlur(field)}
        />
      )}
    </Field>
  );
  if (stripeKey)
    return (
      <fieldset className="signup__card">
        <legend>{intl.formatMessage({ id: 'signup.card' })}</legend>
        <Suspense fallback={null}>
          <StripeCardEntry stripeKey={stripeKey} onReady={onStripeReady} />
        </Suspense>
        {stripeProblem ? (
          <p className="field__error" role="alert">
            {stripeProblem}
          </p>
        ) : null}
        {input('name', 'signup.card.name', 'cc-name')}
      </fieldset>
    );
  return (
    <fieldset className="signup__card">
      <legend>{intl.formatMessage({ id: 'signup.card' })}</legend>
      {input('number', 'signup.card.number', 'cc-number', groupCardNumber)}
      <div className="signup__pair">
        {input('expiry', 'signup.card.expiry', 'cc-exp', formatExpiryTyping)}
        {input('cvc', 'signup.card.cvc', 'cc-csc', (value) => value.replace(/\D/g, '').slice(0, 4))}
      </div>
      {input('name', 'signup.card.name', 'cc-name')}
      <p className="signup__hint">{intl.formatMessage({ id: 'signup.card.demo' })}</p>
    </fieldset>
  );
}
