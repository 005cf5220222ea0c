import type { Idempotent } from './funding';
import { defineEndpoint, dialog, inline, toast } from '../../../api';
import { type Card, cardListSchema, cardSchema } from '../schemas';

/**
 * The cards on file, on the newer API (accounts-money §7: boolean status, data and message; a
 * false status carries the server's message). Their payloads are "not shown" beyond the ids: these
 * are ours, and a configured API gets them whole.
 */
export const paymentMethodsEndpoint = defineEndpoint<Record<string, never>, Card[]>({
  id: 'billing.paymentMethods',
  base: 'newer',
  path: 'payment-methods',
  success: 'newer',
  data: cardListSchema,
  showFailure: inline('billing.cards.loadFailed'),
});

/** The billing details typed with a card (the name on the card and its address). */
export interface BillingDetailsFields {
  name: string;
  address: { line1: string; line2: string; city: string; state: string; postal_code: string };
}

/**
 * A new card: `card_token` is Stripe's payment method id when Stripe Elements took the card, or
 * the demo form's token (brand, last digits and expiry only; a card number never leaves the page).
 */
export const addCardEndpoint = defineEndpoint<
  { card_token: string; billing_details: BillingDetailsFields; make_default: boolean } & Idempotent,
  Card
>({
  id: 'billing.addCard',
  base: 'newer',
  path: 'add-card/',
  success: 'newer',
  // One card per intent: a retry after a lost answer must not store it twice.
  idempotent: true,
  data: cardSchema,
  showFailure: dialog('billing.cards.saveFailed'),
});

export const updateCardEndpoint = defineEndpoint<
  { card_id: number; exp_month: number; exp_year: number; billing_details: BillingDetailsFields },
  Card
>({
  id: 'billing.updateCard',
  base: 'newer',
  path: 'update-card',
  success: 'newer',
  data: cardSchema,
  showFailure: dialog('billing.cards.saveFailed'),
});

/** Answers with every card, so the DEFAULT marker moves in one step. */
export const setDefaultCardEndpoint = defineEndpoint<{ card_id: number }, Card[]>({
  id: 'billing.setDefaultCard',
  base: 'newer',
  path: 'set-default-card',
  success: 'newer',
  data: cardListSchema,
  showFailure: toast('error.generic'),
});

export const deleteCardEndpoint = defineEndpoint<{ card_id: number }, Card[]>({
  id: 'billing.deleteCard',
  base: 'newer',
  path: 'delete-card',
  success: 'newer',
  data: cardListSchema,
  showFailure: toast('error.generic'),
});
