import type {
  AutomatedRefund,
  BatchRefund,
  FailedAddressList,
  RefundNotification,
  SharedCampaign,
} from './api';

/*
 * The bell's and /dashboard/notifications' one list (accounts-money §4 "Notifications"): unread
 * before read, then newest first by created_at, created_date or date_range_end.
 */

export type NotificationKind = 'failedAddresses' | 'refunds' | 'sharedCampaigns';

export type NotificationItem =
  | { key: string; kind: 'failedAddresses'; date: string; read: boolean; failed: FailedAddressList }
  | { key: string; kind: 'refunds'; date: string; read: boolean; refund: AutomatedRefund }
  | { key: string; kind: 'refunds'; date: string; read: boolean; batch: BatchRefund }
  | { key: string; kind: 'sharedCampaigns'; date: string; read: boolean; shared: SharedCampaign };

export const isBatch = (refund: RefundNotification): refund is BatchRefund =>
  'is_batch_notification' in refund;

/** A refund notification's key: also what the local read list keeps (§3: kept only locally). */
export const refundKey = (refund: RefundNotification) =>
  isBatch(refund) ? `batch-${refund.id}` : `refund-${refund.id}`;

/** Oldest dates first would be wrong for a date the server sent unparsable: it sorts last. */
const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};

export function notificationItems(
  failed: readonly FailedAddressList[],
  refunds: readonly RefundNotification[],
  shared: readonly SharedCampaign[],
  readRefunds: ReadonlySet<string>,
): NotificationItem[] {
  const items: NotificationItem[] = [
    ...failed.map((entry): NotificationItem => ({
      key: `failed-${entry.id}`,
      kind: 'failedAddresses',
      date: entry.created_at,
      read: entry.notifyread_status === 1,
      failed: entry,
    })),
    ...refunds.map((refund): NotificationItem => {
      const key = refundKey(refund);
      return isBatch(refund)
        ? {
            key,
            kind: 'refunds',
            date: refund.date_range_end,
            read: readRefunds.has(key),
            batch: refund,
          }
        : { key, kind: 'refunds', date: refund.created_date, read: readRefunds.has(key), refund };
    }),
    ...shared.map((entry): NotificationItem => ({
      key: `shared-${entry.campaign_id}`,
      kind: 'sharedCampaigns',
      date: entry.created_at,
      // Pending (0) asks for an answer; accepted or rejected is done.
      read: entry.action_status !== 0,
      shared: entry,
    })),
  ];
  return items.sort((a, b) => Number(a.read) - Number(b.read) || time(b.date) - time(a.date));
}

export const unreadCount = (items: readonly NotificationItem[]) =>
  items.reduce((count, item) => count + (item.read ? 0 : 1), 0);

/** The badge's text: the count, capped at 99+ (templates-campaigns-contacts §2 top bar). */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
