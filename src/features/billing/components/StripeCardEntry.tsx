import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BillingDetailsFields } from '../endpoints/cards';

/** Turns the card typed into Stripe's field into a payment method id, or Stripe's own words. */
export type CardTokenizer = (
  details: BillingDetailsFields,
) => Promise<{ token: string } | { error: string }>;

/**
 * Stripe Elements, for a configured Stripe key only (never in demo mode): this module and
 * Stripe.js, which loads from Stripe's host, are fetched when the add-card form opens. The card
 * number stays inside Stripe's frame; the app gets a payment method id to send as card_token.
 */
export default function StripeCardEntry({
  stripeKey,
  onReady,
}: {
  stripeKey: string;
  onReady: (tokenize: CardTokenizer) => void;
}) {
  // loadStripe is called once per mount; the pure entry adds Stripe's script only now.
  const [stripe] = useState(() => loadStripe(stripeKey));
  return (
    <Elements stripe={stripe}>
      <CardField onReady={onReady} />
    </Elements>
  );
}

function CardField({ onReady }: { onReady: (tokenize: CardTokenizer) => void }) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady(async (details) => {
      const card = elements.getElement(CardElement);
      if (!card) return { error: intl.formatMessage({ id: 'billing.cardForm.numberRequired' }) };
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: {
          name: details.name,
          address: {
            line1: details.address.line1,
            line2: details.address.line2,
            city: details.address.city,
            state: details.address.state,
            postal_code: details.address.postal_code,
          },
        },
      });
      return paymentMethod ? { token: paymentMethod.id } : { error: error?.message ?? '' };
    });
  }, [stripe, elements, onReady, intl]);
  return (
    <div className="stripe-card-field">
      <label htmlFor="stripe-card">{intl.formatMessage({ id: 'billing.cardForm.number' })}</label>
      <CardElement id="stripe-card" options={{ hidePostalCode: true }} />
    </div>
  );
}
