import * as z from 'zod/mini';
import {
  AGENT_TYPES,
  CAMPAIGN_TYPES,
  DURATION_UNITS,
  STEP_MODES,
  STEP_TYPES,
} from '../../features/campaigns/schemas';

/** One step of a design: a template of the step's type, sent after a wait (§3 campaign steps). */
export const campaignStepRecordSchema = z.object({
  type: z.enum(STEP_TYPES),
  template: z.number(),
  duration: z.object({ id: z.number(), type: z.enum(DURATION_UNITS), value: z.number() }),
});
export type CampaignStepRecord = z.infer<typeof campaignStepRecordSchema>;

/** A campaign design (§3 Campaign), built by a super admin (role 1) or a PRO user (role 3). */
export const campaignRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Comma-separated, as the builder sends them. */
  tags: z.string(),
  category_ids: z.array(z.number()),
  industry_id: z.nullable(z.number()),
  agent_type: z.enum(AGENT_TYPES),
  type: z.enum(CAMPAIGN_TYPES),
  step: z.enum(STEP_MODES),
  steps: z.array(campaignStepRecordSchema),
  /** 1 active, 0 inactive (the values are "not shown": ours). */
  status: z.literal([0, 1]),
  /** Users who marked it favourite: favourites are per user. */
  favourite_user_ids: z.array(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CampaignRecord = z.infer<typeof campaignRecordSchema>;

/**
 * A step of an order as it was launched (a snapshot: editing the design later changes nothing):
 * what it sends, after which wait, and what it was charged. `quantity` and `amount_cents` grow when
 * lists are added to the running order; `stopped` is set when a cancellation stops the step.
 */
export const orderStepRecordSchema = z.object({
  index: z.number(),
  type: z.enum(STEP_TYPES),
  template: z.number(),
  duration: z.object({ id: z.number(), type: z.enum(DURATION_UNITS), value: z.number() }),
  product: z.string(),
  quantity: z.number(),
  amount_cents: z.number(),
  stopped: z.boolean(),
});
export type OrderStepRecord = z.infer<typeof orderStepRecordSchema>;

/**
 * A Marketplace order of a campaign (§3 User campaign form, issue 12): a contact list in an active
 * order cannot be deleted, nor a design an active order runs. Money in cents; the stored status
 * is 'active' until a cancellation, or until a read finds the last step sent ('completed').
 */
export const userCampaignRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  selected_campaign_id: z.nullable(z.number()),
  campaign_name: z.string(),
  contact_list_ids: z.array(z.number()),
  status: z.enum(['active', 'cancelled', 'completed']),
  launched_at: z.string(),
  /** Until when a cancellation refunds the whole charge (launch + the configured window). */
  cancellable_until: z.string(),
  cancelled_at: z.nullable(z.string()),
  steps: z.array(orderStepRecordSchema),
  /** The SMS texts as the user adjusted them for this order, by step (duration) id. */
  template_content: z.array(z.object({ step: z.number(), content: z.string() })),
  /** Contacts sent to (failed addresses left out), over every list of the order. */
  contacts: z.number(),
  charged_cents: z.number(),
  refunded_cents: z.number(),
});
export type UserCampaignRecord = z.infer<typeof userCampaignRecordSchema>;

/** A campaign shared with a PRO admin (§4 Shared campaigns): 0 pending, 1 accepted, 2 rejected. */
export const campaignShareRecordSchema = z.object({
  id: z.number(),
  campaign_id: z.number(),
  from_user_id: z.number(),
  to_user_id: z.number(),
  action_status: z.literal([0, 1, 2]),
  created_at: z.string(),
});
export type CampaignShareRecord = z.infer<typeof campaignShareRecordSchema>;
