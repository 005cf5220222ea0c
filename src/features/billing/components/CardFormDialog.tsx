import { Alert, Checkbox, Form, Input } from 'antd';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormModal } from '../../../components/FormModal';
import { useIntentKeys } from '../../../components/useIntentKeys';
import { getConfig } from '../../../config/env';
import type { UserMessage } from '../../../state/userMessage';
import { formatExpiryTyping, groupCardNumber, parseExpiry } from '../../../lib/cardNumber';
import { CardBrandHint } from './CardBrandHint';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { BillingDetailsFields } from '../endpoints/cards';
import { demoCardToken } from '../cardToken';
import type { Card } from '../schemas';
import { addCardCall, selectAddCard, selectUpdateCard, updateCardCall } from '../slice';
import { cardNumberRules, cvcRules, expiryRules, requiredTextRule } from './cardRules';
import type { CardTokenizer } from './StripeCardEntry';

/** Stripe Elements, fetched with the form only when a Stripe key is configured (never in demo). */
const StripeCardEntry = lazy(() => import('./StripeCardEntry'));

interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  makeDefault: boolean;
}

function billingDetailsOf(values: CardFormValues): BillingDetailsFields {
  const trim = (value: string | undefined) => (value ?? '').trim();
  return {
    name: trim(values.name),
    address: {
      line1: trim(values.line1),
      line2: trim(values.line2),
      city: trim(values.city),
      state: trim(values.state),
      postal_code: trim(values.postal_code),
    },
  };
}

/**
 * Adds a card, or updates one (expiry, name and billing address; a card's number cannot change).
 * This is the demo's local card form, with real checks (Luhn, expiry, CVC length by brand) and a
 * notice that no money moves; it sends a token of the card's facts, never its number.
 */
export default function CardFormDialog({
  card,
  onClose,
}: {
  card: Card | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // One key per card this dialog adds: Save pressed again after a lost answer adds it once.
  const keyFor = useIntentKeys();
  const [form] = Form.useForm<CardFormValues>();
  const typedNumber = Form.useWatch('number', form) ?? '';
  const adding = card === null;
  const save = useAppSelector(adding ? selectAddCard : selectUpdateCard);
  const [sent, setSent] = useState(false);
  const stripeKey = adding ? getConfig().stripeKey : null;
  const [tokenizer, setTokenizer] = useState<{ tokenize: CardTokenizer } | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [stripeError, setStripeError] = useState<UserMessage | null>(null);
  useEffect(() => {
    if (sent && !save.loading && !save.error && save.data) onClose();
  }, [sent, save, onClose]);
  const address = card?.billing_details.address;
  return (
    <FormModal<CardFormValues>
      title={
        adding
          ? intl.formatMessage({ id: 'billing.cardForm.addTitle' })
          : intl.formatMessage({ id: 'billing.cardForm.editTitle' }, { last4: card.last4 })
      }
      form={form}
      initialValues={
        card
          ? {
              expiry: `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
              name: card.billing_details.name,
              ...address,
            }
          : { makeDefault: false }
      }
      saving={save.loading || tokenizing}
      failure={
        stripeError ??
        (sent && save.error
          ? callFailureMessage(adding ? addCardCall : updateCardCall, save.error)
          : null)
      }
      notices={
        adding && !stripeKey ? (
          <Alert
            type="info"
            showIcon
            title={intl.formatMessage({ id: 'billing.cardForm.demoNotice' })}
            style={{ marginBottom: 16 }}
          />
        ) : null
      }
      onCancel={onClose}
      onSubmit={(values) => {
        const details = billingDetailsOf(values);
        if (stripeKey) {
          // Stripe takes the card in its own frame and answers with a payment method id.
          if (!tokenizer) return;
          setTokenizing(true);
          setStripeError(null);
          void tokenizer.tokenize(details).then((result) => {
            setTokenizing(false);
            if ('error' in result) {
              setStripeError({ text: result.error });
              return;
            }
            setSent(true);
            dispatch(
              addCardCall.request({
                card_token: result.token,
                billing_details: details,
                make_default: values.makeDefault === true,
                idempotency_key: keyFor(result.token),
              }),
            );
          });
          return;
        }
        setSent(true);
        if (adding) {
          const token = demoCardToken(values.number, values.expiry);
          dispatch(
            addCardCall.request({
              card_token: token,
              billing_details: details,
              make_default: values.makeDefault === true,
              idempotency_key: keyFor(token),
            }),
          );
          return;
        }
        const expiry = parseExpiry(values.expiry)!;
        dispatch(
          updateCardCall.request({
            card_id: card.id,
            exp_month: expiry.month,
            exp_year: expiry.year,
            billing_details: details,
          }),
        );
      }}
    >
      {stripeKey ? (
        <Suspense fallback={null}>
          <StripeCardEntry
            stripeKey={stripeKey}
            onReady={(tokenize) => setTokenizer({ tokenize })}
          />
        </Suspense>
      ) : null}
      {adding && !stripeKey ? (
        <Form.Item
          name="number"
          label={intl.formatMessage({ id: 'billing.cardForm.number' })}
          rules={cardNumberRules(intl)}
          validateTrigger="onBlur"
          // Grouped as the card prints it while typed; the brand shows as soon as it is known.
          normalize={(value: unknown) => groupCardNumber(typeof value === 'string' ? value : '')}
        >
          <Input
            autoFocus
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            suffix={<CardBrandHint number={typedNumber} />}
          />
        </Form.Item>
      ) : null}
      {stripeKey ? null : (
        <Form.Item
          name="expiry"
          label={intl.formatMessage({ id: 'billing.cardForm.expiry' })}
          rules={expiryRules(intl)}
          validateTrigger="onBlur"
          normalize={(value: unknown) => formatExpiryTyping(typeof value === 'string' ? value : '')}
        >
          <Input autoFocus={!adding} autoComplete="cc-exp" inputMode="numeric" maxLength={7} />
        </Form.Item>
      )}
      {adding && !stripeKey ? (
        <Form.Item
          name="cvc"
          label={intl.formatMessage({ id: 'billing.cardForm.cvc' })}
          rules={cvcRules(intl, () => String(form.getFieldValue('number') ?? ''))}
          validateTrigger="onBlur"
        >
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
        </Form.Item>
      ) : null}
      <Form.Item
        name="name"
        label={intl.formatMessage({ id: 'billing.cardForm.name' })}
        rules={[requiredTextRule(intl, 'billing.cardForm.nameRequired')]}
      >
        <Input autoComplete="cc-name" maxLength={100} />
      </Form.Item>
      <Form.Item name="line1" label={intl.formatMessage({ id: 'billing.cardForm.line1' })}>
        <Input autoComplete="address-line1" maxLength={200} />
      </Form.Item>
      <Form.Item name="line2" label={intl.formatMessage({ id: 'billing.cardForm.line2' })}>
        <Input autoComplete="address-line2" maxLength={200} />
      </Form.Item>
      <Form.Item name="city" label={intl.formatMessage({ id: 'billing.cardForm.city' })}>
        <Input autoComplete="address-level2" maxLength={100} />
      </Form.Item>
      <Form.Item name="state" label={intl.formatMessage({ id: 'billing.cardForm.state' })}>
        <Input autoComplete="address-level1" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="postal_code"
        label={intl.formatMessage({ id: 'billing.cardForm.postalCode' })}
      >
        <Input autoComplete="postal-code" maxLength={20} />
      </Form.Item>
      {adding ? (
        <Form.Item name="makeDefault" valuePropName="checked">
          <Checkbox>{intl.formatMessage({ id: 'billing.cardForm.makeDefault' })}</Checkbox>
        </Form.Item>
      ) : null}
    </FormModal>
  );
}
