import type { OrderRecord } from './records';

/** No orders yet: single sends and skip traces add them. */
export function seedOrders(): OrderRecord[] {
  return [];
}
