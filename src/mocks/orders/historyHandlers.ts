import { ORDER_KINDS, type OrderKind, orderHistoryEndpoint } from '../../features/orders/api';
import { intentLedgerEndpoint } from '../../features/moneyCheck/api';
import { reconcileFunding } from '../billing';
import { orderNumber, statusOf } from '../campaigns';
import { contactCount } from '../contacts';
import type { Database } from '../db';
import { handle } from '../kit/handle';
import { pageOf } from '../kit/paging';
import { invalid, ok } from '../kit/replies';
import type { OrderRecord } from './records';

/** How a campaign row stands: its order's status now (an order cleared away had finished). */
function campaignStatus(db: Database, row: OrderRecord, now: Date) {
  const order = row.user_campaign_id ? db.userCampaigns.get(row.user_campaign_id) : undefined;
  if (!order) return 'completed';
  const status = statusOf(order, now);
  return status === 'active' ? 'running' : status;
}

/** The older rows (single sends, skip traces) keep no line of their own: it is made from what they point at. */
function descriptionOf(db: Database, row: OrderRecord): string {
  if (row.description) return row.description;
  const list = row.contact_list_id ? db.contactLists.get(row.contact_list_id) : undefined;
  if (row.kind === 'skip-trace') return `Skip trace of "${list?.name ?? 'a deleted list'}"`;
  const template = row.template_id ? db.templates.get(row.template_id) : undefined;
  const title = template?.title ?? 'a deleted template';
  return list ? `"${title}" to the list "${list.name}"` : `"${title}" to one contact`;
}

function quantityOf(db: Database, row: OrderRecord): number | null {
  if (row.quantity !== undefined) return row.quantity;
  if (row.contact_id !== null) return 1;
  const list = row.contact_list_id ? db.contactLists.get(row.contact_list_id) : undefined;
  return list ? contactCount(db, list) : null;
}

function statusOfRow(db: Database, row: OrderRecord, now: Date) {
  switch (row.kind) {
    case 'campaign':
      return campaignStatus(db, row, now);
    case 'top-up':
      return 'paid';
    case 'refund':
      return 'refunded';
    case 'skip-trace':
      return 'completed';
    default:
      return 'sent';
  }
}

/** A row on the wire: amounts in dollars (the app's schema turns them into cents). */
function rowView(db: Database, row: OrderRecord, now: Date) {
  return {
    id: row.id,
    order_no:
      row.kind === 'single-send' ? `SS-${String(row.id).padStart(6, '0')}` : orderNumber(row.id),
    created_at: row.created_at,
    kind: row.kind,
    description: descriptionOf(db, row),
    quantity: quantityOf(db, row),
    amount: row.amount_cents === undefined ? null : row.amount_cents / 100,
    status: statusOfRow(db, row, now),
  };
}

export const orderHistoryHandlers = [
  /** orders/history (ours): the caller's orders, newest first, of one kind when asked. */
  handle(orderHistoryEndpoint, ({ body, read, db, user }) => {
    const kind = read.text('kind');
    if (kind !== '' && !ORDER_KINDS.includes(kind as OrderKind))
      return invalid({ kind: ['The selected kind is invalid.'] });
    reconcileFunding(db, user!.id);
    const rows = db.orders
      .filter((row) => row.user_id === user!.id && (kind === '' || row.kind === kind))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const now = new Date();
    return ok(
      pageOf(rows, body).map((row) => rowView(db, row, now)),
      { total_count: rows.length },
    );
  }),

  /**
   * orders/by-reference (ours): the caller's ledger rows one money intent made, by the
   * Idempotency-Key it was sent with; none when the server never saw it (or refused it).
   */
  handle(intentLedgerEndpoint, ({ read, db, user }) => {
    const reference = read.text('reference');
    if (reference === '') return invalid({ reference: ['The reference field is required.'] });
    reconcileFunding(db, user!.id);
    const now = new Date();
    return ok(
      db.orders
        .filter((row) => row.user_id === user!.id && row.reference === reference)
        .map((row) => {
          const view = rowView(db, row, now);
          return {
            kind: view.kind,
            order_no: view.order_no,
            amount: view.amount ?? 0,
            quantity: view.quantity ?? 0,
            user_campaign_id: row.user_campaign_id ?? null,
          };
        }),
    );
  }),
];
