import * as z from 'zod/mini';
import { defineEndpoint, dialog, inline, silent, toast } from '../../../api';
import { idLike } from '../../../api/fields';
import { type Campaign, type CampaignType, campaignListSchema } from '../schemas';
import {
  type CampaignPrice,
  type CancelledCampaign,
  type Launch,
  type UserCampaign,
  campaignPriceSchema,
  cancelledCampaignSchema,
  launchSchema,
  userCampaignListSchema,
} from './schemas';

/** The ready-made campaigns a Marketplace user may order (§7); the filters are sent only when set. */
export interface CatalogueQuery {
  categories?: string;
  tags?: string;
  campaign_type?: CampaignType;
  no_of_touches?: number;
}

export const campaignCatalogueEndpoint = defineEndpoint<CatalogueQuery, Campaign[]>({
  id: 'ordering.catalogue',
  base: 'main',
  path: 'get-campaign-list-for-user',
  success: 'http200',
  data: campaignListSchema,
  showFailure: inline('ordering.catalogue.failed'),
});

/** An SMS step's text as the user adjusted it for this order (the user campaign form's template_content). */
export interface StepContent {
  /** The step's id (its duration id). */
  step: number;
  content: string;
}

/** The user campaign form (§3): what is priced and launched. */
export interface OrderForm {
  selected_campaign_id: number;
  campaign_name: string;
  contact_list_ids: number[];
  template_content: StepContent[];
}

export const campaignPriceEndpoint = defineEndpoint<
  Pick<OrderForm, 'selected_campaign_id' | 'contact_list_ids'>,
  CampaignPrice
>({
  id: 'ordering.price',
  base: 'orders',
  path: 'pricing/campaign',
  data: campaignPriceSchema,
  showFailure: inline('ordering.price.failed'),
});

/**
 * orders/campaign/activate on the orders service: charges the balance and starts the campaign. A
 * money call: one idempotency key per launch intent, so ten clicks launch it once.
 */
export const launchCampaignEndpoint = defineEndpoint<
  OrderForm & { idempotency_key: string },
  Launch
>({
  id: 'ordering.launch',
  base: 'orders',
  path: 'orders/campaign/activate',
  idempotent: true,
  data: launchSchema,
  showFailure: dialog('ordering.launch.failed'),
});

/**
 * The user's orders, newest first, with data and total_count (§7). The older unpaged
 * campaignlist-bybasicuserid is not declared: it returns every order at once, which grows without
 * bound, and this paged call answers everything a screen shows.
 */
export const userCampaignsEndpoint = defineEndpoint<
  { limit: number; offset: number; status: 'active' | 'cancelled' },
  UserCampaign[]
>({
  id: 'ordering.userCampaigns',
  base: 'main',
  path: 'campaignlist-bybasicuserid-new',
  success: 'http200',
  data: userCampaignListSchema,
  showFailure: inline('ordering.active.failed'),
});

/**
 * basicusercampaign-delete {camp_id}: cancels an order. The steps that have not gone out stop and
 * their share is refunded (refunded_now, ours); texts and emails already sent, and cards already
 * with the printer, stay sent. A money call: one key per cancellation.
 */
export const cancelUserCampaignEndpoint = defineEndpoint<
  { camp_id: number; idempotency_key: string },
  CancelledCampaign
>({
  id: 'ordering.cancel',
  base: 'main',
  path: 'basicusercampaign-delete',
  success: 'http200',
  idempotent: true,
  data: cancelledCampaignSchema,
  showFailure: toast('ordering.cancel.failed'),
});

/** alldelete-campaignlist-bybasicuserid: clears the user's cancelled and completed orders. */
export const clearFinishedEndpoint = defineEndpoint<Record<string, never>, { removed: number }>({
  id: 'ordering.clearFinished',
  base: 'main',
  path: 'alldelete-campaignlist-bybasicuserid',
  success: 'http200',
  data: z.object({ removed: idLike }),
  showFailure: toast('ordering.clear.failed'),
});

/** transactional/new-campaign: the launch confirmation email (a background nicety: silent). */
export const newCampaignEmailEndpoint = defineEndpoint<
  { user_campaign_id: number },
  { user_campaign_id: number }
>({
  id: 'ordering.newCampaignEmail',
  base: 'orders',
  path: 'transactional/new-campaign',
  data: z.object({ user_campaign_id: idLike }),
  showFailure: silent,
});

/** pricing/campaign/add-contact-event: the price of adding lists to a running campaign. */
export const addContactsPriceEndpoint = defineEndpoint<
  { user_campaign_id: number; contact_list_ids: number[] },
  CampaignPrice
>({
  id: 'ordering.addContactsPrice',
  base: 'orders',
  path: 'pricing/campaign/add-contact-event',
  data: campaignPriceSchema,
  showFailure: dialog('ordering.price.failed'),
});

/**
 * orders/campaign/add-contact-event: adds lists to a running campaign and charges the steps still to
 * come for them; a money call, idempotent like the launch.
 */
export const addContactsEndpoint = defineEndpoint<
  { user_campaign_id: number; contact_list_ids: number[]; idempotency_key: string },
  Launch
>({
  id: 'ordering.addContacts',
  base: 'orders',
  path: 'orders/campaign/add-contact-event',
  idempotent: true,
  data: launchSchema,
  showFailure: dialog('ordering.addContacts.failed'),
});

/** A template sent by a Zapier zap (basicdash-zappiersendtemp-allhistory; shape ours). */
export const zapSendSchema = z.object({
  id: idLike,
  template_title: z.string(),
  template_type: z.enum(['sms', 'mail', 'card']),
  recipient: z.string(),
  zap_name: z.string(),
  sent_at: z.string(),
  status: z.catch(z.enum(['sent', 'failed', 'queued']), 'sent'),
  /**
   * Why a failed send failed (ours, a code the app words): the number is not a mobile, the contact
   * opted out, the email bounced, the address failed verification; another or none reads "unknown".
   */
  failure_reason: z.catch(
    z.nullish(z.enum(['not_mobile', 'opted_out', 'bounced', 'undeliverable', 'unknown'])),
    'unknown',
  ),
});
export type ZapSend = z.infer<typeof zapSendSchema>;
export type ZapFailureReason = NonNullable<ZapSend['failure_reason']>;

export const zapHistoryEndpoint = defineEndpoint<{ limit: number; offset: number }, ZapSend[]>({
  id: 'ordering.zapHistory',
  base: 'main',
  path: 'basicdash-zappiersendtemp-allhistory',
  success: 'http200',
  data: z.array(zapSendSchema),
  showFailure: inline('ordering.zap.failed'),
});
