import {
  addCardEndpoint,
  deleteCardEndpoint,
  paymentMethodsEndpoint,
  setDefaultCardEndpoint,
  updateCardEndpoint,
} from '../../features/billing/api';
import type { CardRecord, UserRecord } from '../auth';
import type { Database } from '../db';
import { handle } from '../kit/handle';
import { oncePerKey } from '../kit/idempotency';
import { type MockReply, fail, ok } from '../kit/replies';
import { addressOf, parseDemoCardToken } from './cardFields';
import { cardOwnerOf } from './cardOwner';

/**
 * A basic user whose cards a coach manages (read-only to them). An Essentials user who upgraded
 * to Pro also sits under an account, their own Pro one, which took their cards: they manage them.
 */
export function managedByCoach(user: UserRecord): boolean {
  return user.basicuser_bycoachid !== null && user.basicuser_allowimpersonate_toproadmin !== '1';
}

/** The same card (brand, last four digits, expiry) is already on file for this owner. */
export function sameCardOnFile(
  db: Database,
  owner: number,
  card: Pick<CardRecord, 'brand' | 'last4' | 'exp_month' | 'exp_year'>,
): boolean {
  return (
    db.cards.find(
      (row) =>
        row.user_id === owner &&
        row.brand === card.brand &&
        row.last4 === card.last4 &&
        row.exp_month === card.exp_month &&
        row.exp_year === card.exp_year,
    ) !== undefined
  );
}

function cardsOf(db: Database, user: UserRecord): CardRecord[] {
  const owner = cardOwnerOf(user);
  return db.cards.filter((card) => card.user_id === owner);
}

/** The newer API's answers carry data and a message (accounts-money §7). */
const answered = (data: unknown, message: string) => ok(data, { message });

/** A card the caller may change: their own, not their coach's (those are read-only to them). */
function ownCard(db: Database, user: UserRecord, id: number | null): CardRecord | MockReply {
  const card = id === null ? undefined : db.cards.get(id);
  if (!card || card.user_id !== cardOwnerOf(user)) return fail('Card not found.', { status: 404 });
  if (managedByCoach(user)) return fail('Your cards are managed by your coach.', { status: 403 });
  return card;
}

const isReply = (value: CardRecord | MockReply): value is MockReply =>
  'status' in value && 'body' in value;

export const cardHandlers = [
  handle(paymentMethodsEndpoint, ({ db, user }) =>
    answered(cardsOf(db, user!), 'Payment methods fetched.'),
  ),

  /**
   * A new card, once per Idempotency-Key (a retry after a lost answer is answered with the card it
   * added); the same card (brand, last four digits, expiry) is not stored twice.
   */
  handle(addCardEndpoint, (request) =>
    oncePerKey(addCardEndpoint, request, () => {
      const { body, db, user } = request;
      if (managedByCoach(user!))
        return fail('Your cards are managed by your coach.', { status: 403 });
      const parsed = parseDemoCardToken(body.card_token);
      if (!parsed) return fail('Your card number is incorrect.');
      if (parsed.last4 === '0002') return fail('Your card was declined.');
      const details = body.billing_details as Record<string, unknown> | undefined;
      const name = typeof details?.name === 'string' ? details.name.trim() : '';
      if (!name) return fail('The name on the card is required.', { status: 422 });
      const owner = cardOwnerOf(user!);
      if (sameCardOnFile(db, owner, parsed))
        return fail('This card is already on file.', { status: 409 });
      const mine = db.cards.filter((card) => card.user_id === owner);
      const makeDefault = mine.length === 0 || body.make_default === true;
      if (makeDefault) for (const card of mine) db.cards.update(card.id, { defaultcard_status: 0 });
      const created = db.cards.insert({
        user_id: owner,
        ...parsed,
        defaultcard_status: makeDefault ? 1 : 0,
        billing_details: { name, address: addressOf(details?.address) },
      });
      return answered(created, 'Card added successfully.');
    }),
  ),

  handle(updateCardEndpoint, ({ body, read, db, user }) => {
    const card = ownCard(db, user!, read.id('card_id'));
    if (isReply(card)) return card;
    const month = read.int('exp_month', 0);
    const year = read.int('exp_year', 0);
    const today = new Date();
    if (
      month < 1 ||
      month > 12 ||
      year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1
    )
      return fail("Your card's expiration date is invalid.", { status: 422 });
    const details = body.billing_details as Record<string, unknown> | undefined;
    const name = typeof details?.name === 'string' ? details.name.trim() : '';
    if (!name) return fail('The name on the card is required.', { status: 422 });
    const updated = db.cards.update(card.id, {
      exp_month: month,
      exp_year: year,
      billing_details: { name, address: addressOf(details?.address) },
    });
    return answered(updated, 'Card updated successfully.');
  }),

  handle(setDefaultCardEndpoint, ({ read, db, user }) => {
    const card = ownCard(db, user!, read.id('card_id'));
    if (isReply(card)) return card;
    for (const other of cardsOf(db, user!))
      db.cards.update(other.id, { defaultcard_status: other.id === card.id ? 1 : 0 });
    return answered(cardsOf(db, user!), 'Default card updated.');
  }),

  handle(deleteCardEndpoint, ({ read, db, user }) => {
    const card = ownCard(db, user!, read.id('card_id'));
    if (isReply(card)) return card;
    // The same rule the screen applies before sending (accounts-money §5).
    if (card.defaultcard_status === 1) return fail('Default card cannot be deleted');
    db.cards.remove(card.id);
    return answered(cardsOf(db, user!), 'Card deleted successfully.');
  }),
];
