import type { CampaignFields } from './api';
import {
  AGENT_TYPES,
  type AgentType,
  CAMPAIGN_TYPES,
  type Campaign,
  type CampaignStep,
  type CampaignType,
  STEP_MODES,
  STEP_TYPES,
  type StepMode,
} from './schemas';
import { serializeSteps } from './steps';

/** What the builder edits: the campaign's fields as the form holds them. */
export interface BuilderValues {
  name: string;
  description: string;
  /** Tags as typed, comma-separated. */
  tags: string;
  categoryIds: number[];
  industryId: number | null;
  agentType: AgentType;
  type: CampaignType;
  step: StepMode;
  steps: CampaignStep[];
}

/** A new campaign: type Online and step Multiple by default (§9). */
export const EMPTY_BUILDER: BuilderValues = {
  name: '',
  description: '',
  tags: '',
  categoryIds: [],
  industryId: null,
  agentType: 'any',
  type: 'Online',
  step: 'Multiple',
  steps: [],
};

export function builderValuesOf(campaign: Campaign): BuilderValues {
  return {
    name: campaign.name,
    description: campaign.description,
    tags: campaign.tags.join(', '),
    categoryIds: campaign.category_id,
    industryId: campaign.industry_id,
    agentType: campaign.agent_type,
    type: campaign.type,
    step: campaign.step,
    steps: campaign.content,
  };
}

/** The create_campaign / update_campaign payload (§3, §7): categories and tags comma-separated. */
export function campaignFieldsOf(values: BuilderValues): CampaignFields {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean)
      .join(','),
    category_id: values.categoryIds.join(','),
    type: values.type,
    step: values.step,
    content: serializeSteps(values.steps),
    industry_id: values.industryId,
    agent_type: values.agentType,
  };
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

function isStep(value: unknown): value is CampaignStep {
  if (typeof value !== 'object' || value === null) return false;
  const step = value as Record<string, unknown>;
  const duration = step.duration as Record<string, unknown> | null;
  return (
    isOneOf(STEP_TYPES, step.type) &&
    typeof step.template === 'number' &&
    typeof duration === 'object' &&
    duration !== null &&
    typeof duration.id === 'number' &&
    typeof duration.value === 'number' &&
    typeof duration.type === 'string'
  );
}

/** A stored draft is used only when it still has the builder's shape (drafts outlive releases). */
export function isBuilderValues(value: unknown): value is BuilderValues {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.name === 'string' &&
    typeof draft.description === 'string' &&
    typeof draft.tags === 'string' &&
    Array.isArray(draft.categoryIds) &&
    draft.categoryIds.every((id) => typeof id === 'number') &&
    (draft.industryId === null || typeof draft.industryId === 'number') &&
    isOneOf(AGENT_TYPES, draft.agentType) &&
    isOneOf(CAMPAIGN_TYPES, draft.type) &&
    isOneOf(STEP_MODES, draft.step) &&
    Array.isArray(draft.steps) &&
    draft.steps.every(isStep)
  );
}
