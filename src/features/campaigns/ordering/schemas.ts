import * as z from 'zod/mini';
import { centsFromDollars, idLike, numberLike, optionalId, text } from '../../../api/fields';

/** pricing/campaign's answer (its shape is ours, accounts-money §7): amounts as cents. */
export const campaignPriceSchema = z.object({
  /** Contacts the order sends to: those whose address failed verification are left out. */
  contacts: numberLike,
  excluded: numberLike,
  steps: z.array(
    z.object({
      /** The step's number in the campaign, from 1. */
      index: numberLike,
      type: z.enum(['sms', 'mail', 'card']),
      product: text,
      unit_price: centsFromDollars,
      quantity: numberLike,
      amount: centsFromDollars,
    }),
  ),
  total: centsFromDollars,
  balance: centsFromDollars,
  /** The print quantity tier the order falls in, and what the next one would cost a piece. */
  tier: z.nullable(z.object({ min: numberLike, max: z.nullable(numberLike) })),
  next_tier: z.nullable(z.object({ min: numberLike, unit_price: centsFromDollars })),
  /** Texts that quiet hours hold back from the launch moment, and when the first of them goes. */
  quiet_hours: z.object({ shifted: numberLike, first_send: z.nullable(z.string()) }),
});
export type CampaignPrice = z.infer<typeof campaignPriceSchema>;

/** orders/campaign/activate's answer: what was charged and the balance left. */
export const launchSchema = z.object({
  user_campaign_id: idLike,
  order_id: text,
  charged: centsFromDollars,
  total_creditpoints: centsFromDollars,
});
export type Launch = z.infer<typeof launchSchema>;

const progressSchema = z.object({
  /** The step's number in the campaign, from 1. */
  index: numberLike,
  type: z.enum(['sms', 'mail', 'card']),
  /** When the step goes (ISO), and how many of its sends are done. */
  send_at: text,
  sent: numberLike,
  scheduled: numberLike,
  /** For a card: printing → mailed. */
  stage: z.catch(
    z.enum(['scheduled', 'sending', 'sent', 'printing', 'mailed', 'stopped']),
    'scheduled',
  ),
});

/** A Marketplace order of a campaign (campaignlist-bybasicuserid-new; shape ours). */
export const userCampaignSchema = z.object({
  id: idLike,
  campaign_name: text,
  selected_campaign_id: optionalId,
  status: z.catch(z.enum(['active', 'cancelled', 'completed']), 'active'),
  launched_at: text,
  /**
   * Until when cards are held back from the printer (ISO; the window is configurable): cancelling
   * before it stops every card step; texts and emails already sent stay sent.
   */
  cancellable_until: text,
  contact_lists: z.array(z.object({ id: idLike, name: text })),
  contacts: numberLike,
  charged: centsFromDollars,
  refunded: centsFromDollars,
  progress: z.array(progressSchema),
});
export type UserCampaign = z.infer<typeof userCampaignSchema>;

/** basicusercampaign-delete's answer: the order, and what this cancellation credited back. */
export const cancelledCampaignSchema = z.extend(userCampaignSchema, {
  refunded_now: z.catch(centsFromDollars, 0),
});
export type CancelledCampaign = z.infer<typeof cancelledCampaignSchema>;
export const userCampaignListSchema = z.array(userCampaignSchema);
