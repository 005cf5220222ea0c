import * as z from 'zod/mini';
import { defineEndpoint, inline } from '../../api';
import { centsFromDollars, idLike, text } from '../../api/fields';

/** What an order row records: a campaign launch (or lists added), a single send, a skip trace, a bulk send, a top-up, a refund. */
export const ORDER_KINDS = [
  'campaign',
  'single-send',
  'skip-trace',
  'bulk-mail',
  'top-up',
  'refund',
] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_STATUSES = [
  'running',
  'completed',
  'cancelled',
  'sent',
  'queued',
  'paid',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One row of the order history (orders/history; the shape is ours, amounts in dollars on the wire). */
export const orderRowSchema = z.object({
  id: idLike,
  order_no: text,
  created_at: text,
  // A kind or status this app does not know yet still shows, under the nearest words.
  kind: z.catch(z.enum(ORDER_KINDS), 'campaign'),
  description: text,
  /** Pieces the order covers (contacts, texts, cards); null when the order is not counted so. */
  quantity: z.catch(z.nullable(z.number()), null),
  /** Null for orders that move no money (single sends and skip traces are billed elsewhere). */
  amount: z.catch(z.nullable(centsFromDollars), null),
  status: z.catch(z.enum(ORDER_STATUSES), 'completed'),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export interface OrderHistoryQuery {
  limit: number;
  offset: number;
  /** Sent only when the user filters by type. */
  kind?: OrderKind;
}

/** Every order of the user, newest first, a page at a time with total_count. */
export const orderHistoryEndpoint = defineEndpoint<OrderHistoryQuery, OrderRow[]>({
  id: 'orders.history',
  base: 'orders',
  path: 'orders/history',
  data: z.array(orderRowSchema),
  showFailure: inline('orders.history.failed'),
});

/** Pages the CSV export reads the history in (the server's largest page). */
export const EXPORT_PAGE_SIZE = 100;
export const HISTORY_PAGE_SIZE = 10;
