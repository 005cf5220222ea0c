import * as z from 'zod/mini';
import { defineEndpoint, inline, silent, toast } from '../../api';
import { centsFromDollars, idLike, numberLike, text } from '../../api/fields';

/*
 * The notification calls (accounts-money §3 "Notifications", §7 "Notifications"): what the bell
 * and /dashboard/notifications read, and what the failed-address page (contacts) and the shared
 * campaigns (campaigns) act on. They live here, the light feature every dashboard page loads, and
 * those features take them through this feature's index. The paths of the failed-address and
 * shared-campaign calls are ours (§7: "not shown"); GET orders/notifications is the spec's.
 */

// ---- Failed addresses after an import ----------------------------------------------------------

/** A list upload whose addresses failed verification (§3 Failed-address notification). */
export const failedAddressListSchema = z.object({
  id: idLike,
  contact_list_id: idLike,
  name: text,
  created_at: text,
  contact_count: numberLike,
  total_importcontacts: numberLike,
  notifyread_status: z.union([z.literal(0), z.literal(1)]),
});
export type FailedAddressList = z.infer<typeof failedAddressListSchema>;

export const failedAddressListsEndpoint = defineEndpoint<
  Record<string, never>,
  FailedAddressList[]
>({
  id: 'contacts.failedAddressLists',
  base: 'main',
  path: 'get-allcontactlist-dpvaddressfailed',
  data: z.array(failedAddressListSchema),
  showFailure: inline('contacts.failed.loadFailed'),
});

export const markFailedListReadEndpoint = defineEndpoint<
  { contactlist_id: number },
  FailedAddressList
>({
  id: 'contacts.markFailedListRead',
  base: 'main',
  path: 'update-dpvaddressfailedlist-notificationread',
  data: failedAddressListSchema,
  showFailure: toast('contacts.failed.actionFailed'),
});

export const deleteFailedListEndpoint = defineEndpoint<{ contactlist_id: number }, { id: number }>({
  id: 'contacts.deleteFailedList',
  base: 'main',
  path: 'delete-dpvaddressfailedlist-byid',
  data: z.object({ id: idLike }),
  showFailure: toast('contacts.failed.actionFailed'),
});

// ---- Shared campaigns ----------------------------------------------------------------------------

/** A campaign someone shared with this PRO admin (§3 Shared-campaign notification). */
export const sharedCampaignSchema = z.object({
  campaign_id: idLike,
  name: text,
  action_status: z.pipe(
    numberLike,
    z.transform((value) => (value === 1 || value === 2 ? value : 0)),
  ),
  shared_by: text,
  created_at: text,
});
export type SharedCampaign = z.infer<typeof sharedCampaignSchema>;
export const sharedCampaignListSchema = z.array(sharedCampaignSchema);

const sharedCampaignIdSchema = z.object({ campaign_id: idLike });

/** What others shared with this PRO admin (the path is named by the issue; §7 leaves it "not shown"). */
export const sharedCampaignsEndpoint = defineEndpoint<Record<string, never>, SharedCampaign[]>({
  id: 'campaigns.shared',
  base: 'main',
  path: 'notificationsharecampaign-toproadmin/',
  success: 'http200',
  data: sharedCampaignListSchema,
  showFailure: inline('campaigns.shared.failed'),
});

export const acceptSharedCampaignEndpoint = defineEndpoint<
  { campaign_id: number },
  { campaign_id: number }
>({
  id: 'campaigns.acceptShared',
  base: 'main',
  path: 'accept-notificationsharecampaign-byproadmin/',
  success: 'http200',
  data: sharedCampaignIdSchema,
  showFailure: toast('campaigns.shared.actionFailed'),
});

export const rejectSharedCampaignEndpoint = defineEndpoint<
  { campaign_id: number },
  { campaign_id: number }
>({
  id: 'campaigns.rejectShared',
  base: 'main',
  path: 'reject-notificationsharecampaign-byproadmin/',
  success: 'http200',
  data: sharedCampaignIdSchema,
  showFailure: toast('campaigns.shared.actionFailed'),
});

// ---- Refunds (webhook notifications) -----------------------------------------------------------

const refundFields = {
  dpv_failures: numberLike,
  original_contact_count: numberLike,
  /** Refunded, in cents (the server sends dollars; shown with $ and two decimals, §9). */
  total_refunded: centsFromDollars,
  /** The failed contacts' CSV, a file URL on the orders service (fetched with the token). */
  failed_contact_export_url: text,
};

/** An automated refund at launch: one order's undeliverable addresses (§3). */
export const automatedRefundSchema = z.object({
  id: idLike,
  order: text,
  created_date: text,
  ...refundFields,
});

/** A batch refund: the day's refunds of several orders announced as one (§3). */
export const batchRefundSchema = z.object({
  id: idLike,
  is_batch_notification: z.literal(true),
  order_events: numberLike,
  date_range_start: text,
  date_range_end: text,
  ...refundFields,
});

export type AutomatedRefund = z.infer<typeof automatedRefundSchema>;
export type BatchRefund = z.infer<typeof batchRefundSchema>;
export type RefundNotification = AutomatedRefund | BatchRefund;

/** GET orders/notifications, the token in a header: the webhook (refund) notifications, polled. */
export const refundNotificationsEndpoint = defineEndpoint<
  Record<string, never>,
  RefundNotification[]
>({
  id: 'notifications.refunds',
  base: 'orders',
  method: 'GET',
  path: 'orders/notifications',
  data: z.array(z.union([batchRefundSchema, automatedRefundSchema])),
  // A background poll: it backs off and the bell says it is behind, rather than toasting each time.
  showFailure: silent,
});
