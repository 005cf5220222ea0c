import {
  cardDetailsEndpoint,
  createCustomerEndpoint,
  freeBasicCustomerEndpoint,
  inactiveDefaultCardEndpoint,
  reactivationSubscriptionEndpoint,
  saveChargeEndpoint,
  saveCustomerTokenEndpoint,
} from '../../features/billing/subscriptions/api';
import type { CardRecord, UserRecord } from '../auth';
import type { Database } from '../db';
import { handle } from '../kit/handle';
import { oncePerKey } from '../kit/idempotency';
import { textOf } from '../kit/fields';
import { type MockReply, fail, invalid, ok } from '../kit/replies';
import { addressOf, parseDemoCardToken } from './cardFields';
import { cardOwnerOf } from './cardOwner';
import { otherCaller } from './subscriptionHandlers';
import { PLANS, isSubscriptionSku } from './subscriptionSeed';
import { periodEnd, subscriptionOut, subscriptionsOf } from './subscriptionView';

/** The processor's customer id of a user: one per user, stable. */
const customerIdOf = (user: UserRecord) => `cus_demo_${user.id}`;

/** A card the user pays with, by its processor id (the card's id here). */
function payingCard(db: Database, user: UserRecord, stripeId: unknown): CardRecord | MockReply {
  const id = Number(textOf(typeof stripeId === 'number' ? String(stripeId) : stripeId));
  const card = Number.isInteger(id) && id > 0 ? db.cards.get(id) : undefined;
  if (!card || card.user_id !== cardOwnerOf(user))
    return fail('No such payment method.', { status: 404 });
  return card;
}

const isReply = (value: CardRecord | MockReply): value is MockReply =>
  'status' in value && 'body' in value;

/** Stripe's words for a card it will not charge: expired, or its declining test card (…0002). */
function refusal(card: CardRecord): MockReply | null {
  const today = new Date();
  if (card.exp_year * 12 + card.exp_month < today.getFullYear() * 12 + today.getMonth() + 1)
    return fail('Your card has expired.', { status: 402 });
  if (card.last4 === '0002') return fail('Your card was declined.', { status: 402 });
  return null;
}

const isCancelled = (user: UserRecord) =>
  ['cancelled', 'canceled'].includes(user.java_stripesubscription_status.toLowerCase());

export const customerHandlers = [
  handle(createCustomerEndpoint, ({ body, user }) => {
    const refused = otherCaller(user!, body.email);
    if (refused) return refused;
    if (!textOf(body.name)) return invalid({ name: ['The name field is required.'] });
    if (!parseDemoCardToken(body.card_token)) return fail('Your card number is incorrect.');
    return ok({ customer_stripeid: customerIdOf(user!) });
  }),

  handle(freeBasicCustomerEndpoint, ({ body, user }) => {
    const refused = otherCaller(user!, body.email);
    if (refused) return refused;
    if (!textOf(body.name)) return invalid({ name: ['The name field is required.'] });
    return ok({ customer_stripeid: customerIdOf(user!) });
  }),

  handle(saveCustomerTokenEndpoint, ({ body, db, user }) => {
    const refused = otherCaller(user!, body.email);
    if (refused) return refused;
    const parsed = parseDemoCardToken(body.card_token);
    if (!parsed) return fail('Your card number is incorrect.');
    if (parsed.last4 === '0002') return fail('Your card was declined.');
    const mine = db.cards.filter((card) => card.user_id === user!.id);
    // The same card (brand, last four, expiry) is not stored twice: a resent save finds it.
    const same = mine.find(
      (card) =>
        card.brand === parsed.brand &&
        card.last4 === parsed.last4 &&
        card.exp_month === parsed.exp_month &&
        card.exp_year === parsed.exp_year,
    );
    if (same) return ok(same);
    const created = db.cards.insert({
      user_id: user!.id,
      ...parsed,
      defaultcard_status: mine.length === 0 ? 1 : 0,
      billing_details: { name: `${user!.fname} ${user!.lname}`.trim(), address: addressOf(null) },
    });
    return ok(created);
  }),

  handle(cardDetailsEndpoint, ({ body, db, user }) => {
    const card = payingCard(db, user!, body.card_stripeid);
    return isReply(card) ? card : ok(card);
  }),

  handle(saveChargeEndpoint, (request) =>
    oncePerKey(saveChargeEndpoint, request, () => {
      const { body, db, user } = request;
      const refused = otherCaller(user!, body.email);
      if (refused) return refused;
      const amount = typeof body.amount === 'number' ? body.amount : Number(body.amount);
      if (!Number.isFinite(amount) || amount <= 0)
        return invalid({ amount: ['The amount must be a positive number.'] });
      if (textOf(body.customer_stripeid) !== customerIdOf(user!))
        return fail('No such customer.', { status: 404 });
      const card = payingCard(db, user!, body.card_token);
      if (isReply(card)) return card;
      const refusedCard = refusal(card);
      if (refusedCard) return refusedCard;
      const charge = db.charges.insert({
        user_id: user!.id,
        card_id: card.id,
        amount_cents: Math.round(amount * 100),
        kind: 'upgrade',
        credited: false,
        created_at: new Date().toISOString(),
      });
      return ok({ charge_id: charge.id, amount }, { message: 'Payment completed successfully!' });
    }),
  ),

  /** Only a cancelled (inactive) account sets its default card here; others use set-default-card. */
  handle(inactiveDefaultCardEndpoint, ({ body, db, user }) => {
    const refused = otherCaller(user!, body.email);
    if (refused) return refused;
    if (!isCancelled(user!))
      return fail('This account is active: change its default card in Membership.');
    const card = payingCard(db, user!, body.card_stripeid);
    if (isReply(card)) return card;
    if (card.user_id !== user!.id)
      return fail('Your cards are managed by your coach.', { status: 403 });
    const mine = db.cards.filter((row) => row.user_id === user!.id);
    for (const row of mine)
      db.cards.update(row.id, { defaultcard_status: row.id === card.id ? 1 : 0 });
    return ok(
      db.cards.filter((row) => row.user_id === user!.id),
      {
        message: 'Default card updated.',
      },
    );
  }),

  /**
   * A new subscription for a cancelled account: the plan asked for, charged now to the default
   * card, its first invoice paid. Replayed per Idempotency-Key, and never a second one while the
   * account is waiting to be activated, so a retry never charges twice.
   */
  handle(reactivationSubscriptionEndpoint, (request) =>
    oncePerKey(reactivationSubscriptionEndpoint, request, () => {
      const { body, db, user } = request;
      const refused = otherCaller(user!, body.email);
      if (refused) return refused;
      if (!isCancelled(user!)) return fail('This account is not cancelled.');
      const sku = textOf(body.plan_sku);
      if (!isSubscriptionSku(sku)) return invalid({ plan_sku: ['The selected plan is invalid.'] });
      // One subscription per reactivation: cancelling stopped every subscription, so a live one
      // was made by this reactivation (under another key: another card chosen on a retry).
      const live = subscriptionsOf(db, user!).find((row) => row.status === 'active');
      if (live)
        return ok(subscriptionOut(live), {
          message: 'This reactivation already has its subscription.',
        });
      const card = db.cards.find(
        (row) => row.user_id === cardOwnerOf(user!) && row.defaultcard_status === 1,
      );
      if (!card) return fail('Please choose a default card first.');
      const refusedCard = refusal(card);
      if (refusedCard) return refusedCard;
      const plan = PLANS[sku];
      const start = new Date();
      db.charges.insert({
        user_id: user!.id,
        card_id: card.id,
        amount_cents: plan.cents,
        kind: 'reactivation',
        credited: false,
        created_at: start.toISOString(),
      });
      const number = `MC-${start.getUTCFullYear()}-${String(subscriptionsOf(db, user!).length + 1).padStart(4, '0')}`;
      const created = db.subscriptions.insert({
        user_id: user!.id,
        plan_sku: sku,
        plan_name: plan.name,
        billing_type: plan.billing_type,
        amount_cents: plan.cents,
        status: 'active',
        plan_autorenew: 1,
        period_start: start.toISOString(),
        period_end: periodEnd(start, plan.billing_type).toISOString(),
        card_id: card.id,
        invoices: [
          { number, amount_cents: plan.cents, paid_at: start.toISOString(), status: 'paid' },
        ],
      });
      return ok(subscriptionOut(created), { message: 'Subscription created.' });
    }),
  ),
];
