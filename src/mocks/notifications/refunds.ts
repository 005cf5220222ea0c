import { type ContactRecord, failedContacts } from '../contacts';
import { orderNumber } from '../campaigns';
import type { Database } from '../db';
import type { OrderRecord } from '../orders';

/*
 * The refund notifications the orders service announces (accounts-money §3; issue 29). The rule
 * is ours: each launch's refund for undeliverable addresses is an automated refund notification,
 * and when one day brought refunds for two or more orders, that day is announced once, as a batch.
 * Ids: an automated notification takes its refund order's id; a batch, its day (yyyymmdd).
 */

const dollars = (cents: number) => Number((cents / 100).toFixed(2));
const dayOf = (iso: string) => iso.slice(0, 10);

function undeliverableRefunds(db: Database, userId: number): OrderRecord[] {
  return db.orders.filter(
    (row) =>
      row.user_id === userId && row.kind === 'refund' && row.refund_reason === 'undeliverable',
  );
}

/** The addresses the order was for: those sent to and those refunded. */
function originalCount(db: Database, refund: OrderRecord): number {
  const order = refund.user_campaign_id ? db.userCampaigns.get(refund.user_campaign_id) : undefined;
  return (order?.contacts ?? 0) + (refund.quantity ?? 0);
}

export function refundNotificationsOf(db: Database, userId: number) {
  const byDay = new Map<string, OrderRecord[]>();
  for (const refund of undeliverableRefunds(db, userId)) {
    const day = dayOf(refund.created_at);
    byDay.set(day, [...(byDay.get(day) ?? []), refund]);
  }
  const notifications = [];
  for (const [day, refunds] of byDay) {
    const totals = {
      dpv_failures: refunds.reduce((sum, row) => sum + (row.quantity ?? 0), 0),
      original_contact_count: refunds.reduce((sum, row) => sum + originalCount(db, row), 0),
      total_refunded: dollars(refunds.reduce((sum, row) => sum + (row.amount_cents ?? 0), 0)),
    };
    const orders = new Set(refunds.map((row) => row.user_campaign_id));
    if (orders.size >= 2) {
      const times = refunds.map((row) => row.created_at).sort();
      notifications.push({
        id: Number(day.replaceAll('-', '')),
        is_batch_notification: true,
        order_events: orders.size,
        date_range_start: times[0]!,
        date_range_end: times.at(-1)!,
        ...totals,
        failed_contact_export_url: `notification-exports/batch-${day}.csv`,
      });
      continue;
    }
    for (const refund of refunds)
      notifications.push({
        id: refund.id,
        order: refund.user_campaign_id ? orderNumber(refund.user_campaign_id) : String(refund.id),
        created_date: refund.created_at,
        dpv_failures: refund.quantity ?? 0,
        original_contact_count: originalCount(db, refund),
        total_refunded: dollars(refund.amount_cents ?? 0),
        failed_contact_export_url: `notification-exports/refund-${refund.id}.csv`,
      });
  }
  return notifications;
}

/** The failed contacts behind one notification's file (`refund-{id}` or `batch-{yyyy-mm-dd}`). */
export function failedContactsOfExport(
  db: Database,
  userId: number,
  file: string,
): ContactRecord[] | null {
  const match = /^(refund|batch)-([\d-]+)\.csv$/.exec(file);
  if (!match) return null;
  const refunds = undeliverableRefunds(db, userId).filter((row) =>
    match[1] === 'refund' ? row.id === Number(match[2]) : dayOf(row.created_at) === match[2],
  );
  if (refunds.length === 0) return null;
  const listIds = new Set<number>();
  for (const refund of refunds) {
    const order = refund.user_campaign_id
      ? db.userCampaigns.get(refund.user_campaign_id)
      : undefined;
    for (const id of order?.contact_list_ids ?? []) listIds.add(id);
  }
  return [...listIds].flatMap((id) => {
    const list = db.contactLists.get(id);
    return list ? failedContacts(db, list) : [];
  });
}
