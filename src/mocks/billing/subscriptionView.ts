import type { Database } from '../db';
import type { UserRecord } from '../auth';
import type { SubscriptionRecord } from './subscriptionRecords';

const dollars = (cents: number) => cents / 100;

/** A subscription as the older API lists it (the app's subscriptionSchema reads this shape). */
export function subscriptionOut(row: SubscriptionRecord) {
  return {
    invoice_entryid: row.id,
    plan_sku: row.plan_sku,
    plan_name: row.plan_name,
    billing_type: row.billing_type,
    amount: dollars(row.amount_cents),
    status: row.status,
    plan_autorenew: row.plan_autorenew,
    current_period_start: row.period_start,
    current_period_end: row.period_end,
    card_stripeid: row.card_id === null ? '' : String(row.card_id),
  };
}

export function subscriptionDetailOut(row: SubscriptionRecord) {
  return {
    ...subscriptionOut(row),
    invoices: row.invoices.map((invoice) => ({
      number: invoice.number,
      amount: dollars(invoice.amount_cents),
      paid_at: invoice.paid_at,
      status: invoice.status,
    })),
  };
}

/** A user's subscriptions, the newest period first. */
export function subscriptionsOf(db: Database, user: UserRecord): SubscriptionRecord[] {
  return db.subscriptions
    .filter((row) => row.user_id === user.id)
    .sort((a, b) => b.period_start.localeCompare(a.period_start));
}

/** The same day one month or one year later (periods end where the next begins). */
export function periodEnd(start: Date, billingType: 'monthly' | 'annual'): Date {
  const end = new Date(start);
  if (billingType === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
