import * as z from 'zod/mini';
import { flag, idLike, numberLike, optionalId, text } from '../../api/fields';

/** A step's channel: the template libraries it picks from (sms texts, mail emails, card postcards). */
export const STEP_TYPES = ['sms', 'mail', 'card'] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** The unit of a step's wait (the duration's `type`, §3; its values are "not shown": ours). */
export const DURATION_UNITS = ['hours', 'days', 'weeks'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** The campaign's `type` (default Online, §9) and `step` (default Multiple); other values are ours. */
export const CAMPAIGN_TYPES = ['Online', 'Offline'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const STEP_MODES = ['Multiple', 'Single'] as const;
export type StepMode = (typeof STEP_MODES)[number];

/** The agent a campaign is written for (agent_type; its values are "not shown": ours). */
export const AGENT_TYPES = ['listing', 'buyer', 'any'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

/** Campaign status (its values are "not shown": ours): 1 active, 0 inactive. */
export const CAMPAIGN_STATUS = { inactive: 0, active: 1 } as const;

/**
 * One step of a campaign's content (§3: {type, template, duration{id,type,value}}): the wait is
 * counted from the step before (from the launch for the first step).
 */
export interface CampaignStep {
  type: StepType;
  /** The template's id; 0 while none is chosen. */
  template: number;
  duration: { id: number; type: DurationUnit; value: number };
}

const stepSchema = z.object({
  type: z.enum(STEP_TYPES),
  template: idLike,
  duration: z.object({
    id: idLike,
    type: z.catch(z.enum(DURATION_UNITS), 'days'),
    value: z.catch(z.pipe(idLike, z.number().check(z.gte(0))), 0),
  }),
});

/**
 * The content as sent: a JSON string (or already an array). A malformed content reads as no steps
 * rather than breaking the screen; each malformed step is dropped.
 */
export const stepsSchema = z.pipe(
  z.nullish(z.union([z.string(), z.array(z.unknown())])),
  z.transform((value): CampaignStep[] => {
    let raw: unknown = value ?? [];
    if (typeof raw === 'string') {
      try {
        raw = raw.trim() === '' ? [] : JSON.parse(raw);
      } catch {
        raw = [];
      }
    }
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((step) => {
      const parsed = stepSchema.safeParse(step);
      return parsed.success ? [parsed.data] : [];
    });
  }),
);

const commaIds = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value) =>
    String(value ?? '')
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((id) => Number.isInteger(id) && id > 0),
  ),
);

const commaWords = z.pipe(
  z.nullish(z.string()),
  z.transform((value) =>
    (value ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
  ),
);

/** A campaign as the list and get_campaignByid send it (templates-campaigns-contacts §3, §7). */
export const campaignSchema = z.object({
  id: idLike,
  name: text,
  description: text,
  tags: commaWords,
  category_id: commaIds,
  type: z.catch(z.enum(CAMPAIGN_TYPES), 'Online'),
  step: z.catch(z.enum(STEP_MODES), 'Multiple'),
  content: stepsSchema,
  industry_id: optionalId,
  agent_type: z.catch(z.enum(AGENT_TYPES), 'any'),
  status: z.pipe(
    numberLike,
    z.transform((value) => (value === 1 ? 1 : 0)),
  ),
  favourite_status: flag,
  /** Whether the signed-in user owns it (only the owner edits, shares or deletes). */
  my_campaign: flag,
  owner_name: text,
  updated_at: text,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.array(campaignSchema);

export {
  type SharedCampaign,
  sharedCampaignListSchema,
  sharedCampaignSchema,
} from '../notifications';

/** Answers whose data is only the record's id (share, accept, reject, delete; shapes "not shown"). */
export const campaignIdSchema = z.object({ campaign_id: idLike });

/** Someone a campaign may be shared with: another PRO admin (share-recipients/, ours). */
export const shareRecipientSchema = z.object({
  id: idLike,
  name: text,
  email: z.string().check(z.minLength(3)),
});
export type ShareRecipient = z.infer<typeof shareRecipientSchema>;
export const shareRecipientListSchema = z.array(shareRecipientSchema);
