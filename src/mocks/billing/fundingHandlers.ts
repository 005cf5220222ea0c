import { autoFundEndpoint, chargeCardEndpoint, topUpEndpoint } from '../../features/billing/api';
import { FUND_AMOUNTS } from '../../config/constants';
import { handle } from '../kit/handle';
import { currentIntentKey, oncePerKey } from '../kit/idempotency';
import { fail, invalid, ok } from '../kit/replies';
import { creditFunding } from './reconcile';
import { cardOwnerOf } from './cardOwner';

/** Dollars with at most two decimals → cents, or null when it is not such an amount. */
function centsOf(value: unknown): number | null {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
}

const dollars = (cents: number) => cents / 100;

export const fundingHandlers = [
  /**
   * Charges a card on file: only the spec's fund amounts; the expired card and Stripe's declining
   * test card (…0002) are refused with Stripe's words. Replayed per Idempotency-Key.
   */
  handle(chargeCardEndpoint, (request) =>
    oncePerKey(chargeCardEndpoint, request, () => {
      const { body, read, db, user } = request;
      const cents = centsOf(body.amount);
      if (cents === null || !FUND_AMOUNTS.includes(cents / 100))
        return invalid({ amount: ['The selected amount is invalid.'] });
      const cardId = read.id('payment_token');
      const card = cardId === null ? undefined : db.cards.get(cardId);
      if (!card || card.user_id !== cardOwnerOf(user!))
        return fail('No such payment method.', { status: 404 });
      const today = new Date();
      if (card.exp_year * 12 + card.exp_month < today.getFullYear() * 12 + today.getMonth() + 1)
        return fail('Your card has expired.', { status: 402 });
      if (card.last4 === '0002') return fail('Your card was declined.', { status: 402 });
      const charge = db.charges.insert({
        user_id: user!.id,
        card_id: card.id,
        amount_cents: cents,
        kind: 'fund',
        credited: false,
        created_at: today.toISOString(),
        ...(currentIntentKey() ? { reference: currentIntentKey()! } : {}),
      });
      return ok(
        { charge_id: charge.id, amount: dollars(cents) },
        { message: 'Payment completed successfully!' },
      );
    }),
  ),

  /**
   * Credits a made charge to the balance, once. A charge already credited (by an earlier top-up
   * whose answer was lost, or by the reconciliation that reads do) answers as credited again: the
   * balance moves once per charge, whoever asks.
   */
  handle(topUpEndpoint, (request) =>
    oncePerKey(topUpEndpoint, request, () => {
      const { body, read, db, user } = request;
      const chargeId = read.id('charge_id');
      const charge = chargeId === null ? undefined : db.charges.get(chargeId);
      if (!charge || charge.user_id !== user!.id || charge.kind !== 'fund')
        return fail('No such charge.', { status: 404 });
      if (centsOf(body.amount) !== charge.amount_cents)
        return fail('The amount does not match the charge.', { status: 422 });
      creditFunding(db, user!.id, charge);
      const balance = Math.round(db.users.get(user!.id)!.total_creditpoints * 100);
      return ok(
        { added: dollars(charge.amount_cents), total_creditpoints: dollars(balance) },
        { message: 'Credit added to your balance.' },
      );
    }),
  ),

  handle(autoFundEndpoint, ({ body, db, user }) => {
    const status = body.autofund_status;
    if (status !== 0 && status !== 1)
      return invalid({ autofund_status: ['The autofund status must be 0 or 1.'] });
    db.users.update(user!.id, { autofund_status: status });
    return ok({ autofund_status: status }, { message: 'Auto fund updated.' });
  }),
];
