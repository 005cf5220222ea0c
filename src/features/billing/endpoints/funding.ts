import type * as z from 'zod/mini';
import { defineEndpoint, toast, withUnknownOutcome } from '../../../api';
import { type Charge, type TopUp, autoFundSchema, chargeSchema, topUpSchema } from '../schemas';

/** Every money call carries the key of its intent (see fundingIntent.ts and oncePerKey). */
export interface Idempotent {
  idempotency_key: string;
}

/**
 * Charges a card for funding (accounts-money §7 Funding): the token travels in a header,
 * `payment_token` is the card's id and `amount` is in dollars. A charge error is the server's
 * message as an error notice (§8).
 */
export const chargeCardEndpoint = defineEndpoint<
  { payment_token: number; amount: number } & Idempotent,
  Charge
>({
  id: 'billing.chargeCard',
  base: 'main',
  path: 'chargeCard',
  token: { in: 'header', name: 'api-token' },
  idempotent: true,
  data: chargeSchema,
  // With no answer the Fund Account dialog itself says what is known (fundingSaga.ts).
  showFailure: withUnknownOutcome(toast('billing.fund.chargeFailed'), 'silent'),
});

/** Adds a made charge to the balance (orders/credit/top-up on the newer API). */
export const topUpEndpoint = defineEndpoint<
  { charge_id: number; amount: number } & Idempotent,
  TopUp
>({
  id: 'billing.topUp',
  base: 'newer',
  path: 'orders/credit/top-up',
  success: 'newer',
  idempotent: true,
  data: topUpSchema,
  showFailure: withUnknownOutcome(toast('billing.fund.topUpFailed'), 'silent'),
});

/** Auto fund on (1) or off (0); the spec names the values, not the path (ours). */
export const autoFundEndpoint = defineEndpoint<
  { autofund_status: 0 | 1 },
  z.infer<typeof autoFundSchema>
>({
  id: 'billing.autoFund',
  base: 'main',
  path: 'update-autofund-status',
  data: autoFundSchema,
  showFailure: toast('error.generic'),
});
