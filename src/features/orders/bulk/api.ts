import * as z from 'zod/mini';
import { defineEndpoint, dialog, inline } from '../../../api';
import { centsFromDollars, numberLike, text } from '../../../api/fields';
import { type CampaignPrice, campaignPriceSchema } from '../../campaigns';

/** A bulk send: one template to one or more of the user's lists, at once (paths and shapes ours). */
export interface BulkSendForm {
  template_id: number;
  contact_list_ids: number[];
}

/** The price of a bulk send, shaped as pricing/campaign's answer for one step. */
export const bulkPriceEndpoint = defineEndpoint<BulkSendForm, CampaignPrice>({
  id: 'orders.bulkPrice',
  base: 'orders',
  path: 'pricing/bulk-send',
  data: campaignPriceSchema,
  showFailure: inline('bulk.price.failed'),
});

export const bulkSentSchema = z.object({
  order_id: text,
  quantity: numberLike,
  charged: centsFromDollars,
  total_creditpoints: centsFromDollars,
});
export type BulkSent = z.infer<typeof bulkSentSchema>;

/**
 * Pays for and sends a bulk send. A money call: one idempotency key per intent, so ten clicks send
 * once; `proof_approved` says the user checked the proof (the server refuses without it).
 */
export const bulkSendEndpoint = defineEndpoint<
  BulkSendForm & { proof_approved: 1; idempotency_key: string },
  BulkSent
>({
  id: 'orders.bulkSend',
  base: 'orders',
  path: 'orders/bulk-send/create',
  idempotent: true,
  data: bulkSentSchema,
  showFailure: dialog('bulk.send.failed'),
});

/** The templates a bulk send may use are read 100 at a time, the server's largest page. */
export const TEMPLATE_PAGE_SIZE = 100;
/** At most this many pages (10,000 templates): a server that never stops cannot loop forever. */
export const MAX_TEMPLATE_PAGES = 100;
