import type { Database } from '../db';
import { recordMoneyOrder } from '../orders';
import type { ChargeRecord } from './records';

/**
 * Adds a funding charge to its user's balance, once: the charge is marked credited and a top-up
 * row joins the ledger under the charge's intent. A charge already credited changes nothing.
 */
export function creditFunding(db: Database, userId: number, charge: ChargeRecord): void {
  if (charge.credited || charge.kind !== 'fund') return;
  db.charges.update(charge.id, { credited: true });
  const user = db.users.get(userId)!;
  const balance = Math.round(user.total_creditpoints * 100) + charge.amount_cents;
  db.users.update(userId, { total_creditpoints: balance / 100 });
  recordMoneyOrder(db, userId, {
    kind: 'top-up',
    amountCents: charge.amount_cents,
    quantity: 1,
    description: 'Balance top-up',
    ...(charge.reference ? { reference: charge.reference } : {}),
  });
}

/**
 * The server's reconciliation of fundings (as a payment processor's webhook would): a card charged
 * for funding is credited to the balance even when the client never heard back and never asked for
 * the top-up (its answer was lost, the user picked another amount, the tab was closed). Every read
 * of the profile or the ledger runs it first, so what it shows already holds the money.
 */
export function reconcileFunding(db: Database, userId: number): void {
  for (const charge of db.charges.filter(
    (row) => row.user_id === userId && row.kind === 'fund' && !row.credited,
  ))
    creditFunding(db, userId, charge);
}
