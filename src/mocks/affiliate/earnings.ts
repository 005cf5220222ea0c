import { RESELLER_COMMISSION_PERCENT } from '../../config/constants';
import type { UserRecord } from '../auth';
import type { Database } from '../db';

/**
 * What a PRO reseller earns (accounts-money §1: "a 50% reseller commission from the basic users
 * under them"): the commission on every plan payment of the accounts that signed up through their
 * link (`referralby_userid`): the paid invoices of their subscriptions, and a free account's plan
 * upgrade charged on its card (which makes no invoice). Top-ups are the subscriber's own balance,
 * not a plan, and earn nothing. Computed from the ledger each time, so a new payment shows at once.
 */

/** Cents a referred account has paid for its plan so far, and when it last paid. */
export function planPaymentsOf(
  db: Database,
  userId: number,
): { cents: number; last: string | null } {
  const paid = [
    ...db.subscriptions
      .filter((row) => row.user_id === userId)
      .flatMap((row) => row.invoices)
      .filter((invoice) => invoice.status === 'paid' && invoice.paid_at !== null)
      .map((invoice) => ({ cents: invoice.amount_cents, at: invoice.paid_at! })),
    ...db.charges
      .filter((row) => row.user_id === userId && row.kind === 'upgrade')
      .map((row) => ({ cents: row.amount_cents, at: row.created_at })),
  ];
  return {
    cents: paid.reduce((sum, each) => sum + each.cents, 0),
    last: paid.reduce<string | null>(
      (latest, each) => (!latest || each.at > latest ? each.at : latest),
      null,
    ),
  };
}

export const commissionOf = (cents: number) =>
  Math.round((cents * RESELLER_COMMISSION_PERCENT) / 100);

/** The accounts this reseller brought in. */
export function referredBy(db: Database, resellerId: number): UserRecord[] {
  return db.users.filter((row) => row.referralby_userid === resellerId);
}

/** Earned, paid out and owed, in cents, with the last payout's date. */
export function totalsOf(db: Database, resellerId: number) {
  const earned = referredBy(db, resellerId).reduce(
    (sum, user) => sum + commissionOf(planPaymentsOf(db, user.id).cents),
    0,
  );
  const payouts = db.affiliatePayouts.filter((row) => row.pro_user_id === resellerId);
  const paid = payouts.reduce((sum, row) => sum + row.amount_cents, 0);
  const lastPaid = payouts.reduce<string | null>(
    (latest, row) => (!latest || row.paid_at > latest ? row.paid_at : latest),
    null,
  );
  // Paid ahead of earnings (a refund after a payout) owes nothing rather than a negative sum.
  return { earned, paid, owed: Math.max(0, earned - paid), lastPaid };
}

/** A subscriber's plan: its latest subscription's, else what its account type says. */
export function planNameOf(db: Database, user: UserRecord): string {
  const latest = db.subscriptions
    .filter((row) => row.user_id === user.id)
    .sort((a, b) => b.period_start.localeCompare(a.period_start))[0];
  if (latest) return latest.plan_name;
  if (user.user_type === 'freemium') return 'Free';
  return user.user_type === 'pro' ? 'Pro' : 'Essentials';
}

/** active, past_due, cancelled, or free for an account on the free plan. */
export function statusOf(user: UserRecord): string {
  const billing = user.java_stripesubscription_status;
  if (billing === 'cancelled' || billing === 'past_due') return billing;
  return user.user_type === 'freemium' ? 'free' : 'active';
}
