import type { RefundNotification } from '../../../src/features/notifications/api';
import {
  badgeText,
  notificationItems,
  unreadCount,
} from '../../../src/features/notifications/items';
import { pollDelay } from '../../../src/features/notifications/poll';

/** The combined list's rules (accounts-money §4 "Notifications") and the poll's waits (§9). */

const failed = (id: number, created_at: string, read: 0 | 1) => ({
  id,
  contact_list_id: id,
  name: `List ${id}`,
  created_at,
  contact_count: 2,
  total_importcontacts: 10,
  notifyread_status: read,
});
const refund = (id: number, created_date: string): RefundNotification => ({
  id,
  order: `ORD-${id}`,
  created_date,
  dpv_failures: 3,
  original_contact_count: 40,
  total_refunded: 123,
  failed_contact_export_url: `notification-exports/refund-${id}.csv`,
});
const batch = (id: number, date_range_end: string): RefundNotification => ({
  id,
  is_batch_notification: true,
  order_events: 2,
  date_range_start: '2026-11-01T08:00:00.000Z',
  date_range_end,
  dpv_failures: 5,
  original_contact_count: 90,
  total_refunded: 450,
  failed_contact_export_url: 'notification-exports/batch-2026-11-01.csv',
});
const shared = (campaign_id: number, created_at: string, action_status: 0 | 1 | 2) => ({
  campaign_id,
  name: `Campaign ${campaign_id}`,
  action_status,
  shared_by: 'Priya Patel',
  created_at,
});

describe('the notifications list', () => {
  it('puts unread before read, then newest first by created_at, created_date or date_range_end', () => {
    const items = notificationItems(
      [failed(1, '2026-11-20T10:00:00Z', 1), failed(2, '2026-11-10T10:00:00Z', 0)],
      [refund(7, '2026-11-25T10:00:00Z'), batch(20261101, '2026-11-01T18:00:00Z')],
      [shared(3, '2026-11-22T10:00:00Z', 0), shared(4, '2026-11-26T10:00:00Z', 1)],
      new Set(['refund-7']),
    );
    expect(items.map((item) => item.key)).toEqual([
      'shared-3',
      'failed-2',
      'batch-20261101',
      'shared-4',
      'refund-7',
      'failed-1',
    ]);
    expect(unreadCount(items)).toBe(3);
  });

  it('reads refunds as read only from the local list of keys', () => {
    const items = notificationItems([], [refund(7, '2026-11-25T10:00:00Z')], [], new Set());
    expect(items[0]).toMatchObject({ key: 'refund-7', read: false });
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('the poll’s wait', () => {
  it('is 120,000 ms while it works, doubles after each failure, and stops at half an hour', () => {
    expect(pollDelay(0)).toBe(120_000);
    expect(pollDelay(1)).toBe(240_000);
    expect(pollDelay(2)).toBe(480_000);
    expect(pollDelay(10)).toBe(1_800_000);
  });
});
