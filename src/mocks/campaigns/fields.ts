import type { UserRecord } from '../auth';
import type { CampaignFields } from '../../features/campaigns/api';
import {
  AGENT_TYPES,
  CAMPAIGN_TYPES,
  DURATION_UNITS,
  STEP_MODES,
  STEP_TYPES,
} from '../../features/campaigns/schemas';
import type { Database } from '../db';
import { idOf, intOf, optionalIdOf, textOf } from '../kit/fields';
import { fail, invalid, type MockReply } from '../kit/replies';
import type { CampaignRecord, CampaignStepRecord } from './records';
import { mayUseTemplate } from './rules';
import { isReserved, listedTemplates } from '../templates';

/** The create and update rules for a design's fields (our server: the spec shows none). */

export const NAME_MAX = 100;
const DESCRIPTION_MAX = 1000;
export const STEPS_MAX = 20;
export const WAIT_MAX = 365;
/** §8, word for word. */
export const NO_TEMPLATE_CATEGORIES =
  'Selected categories are not associated with any template. Please select other categories.';

export type DesignFields = Pick<
  CampaignRecord,
  | 'name'
  | 'description'
  | 'tags'
  | 'category_ids'
  | 'industry_id'
  | 'agent_type'
  | 'type'
  | 'step'
  | 'steps'
>;

export function nameProblem(name: string): string | null {
  if (name === '') return 'The name field is required.';
  if ([...name].length > NAME_MAX)
    return `The name may not be greater than ${NAME_MAX} characters.`;
  return null;
}

/** One of the allowed words; absent or '' takes the default (the form's defaults, §9). */
function choice<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T | null {
  if (value === undefined || value === null || value === '') return fallback;
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : null;
}

const isIn = <T extends string>(allowed: readonly T[], value: unknown): value is T =>
  (allowed as readonly unknown[]).includes(value);

/** The content as sent: a JSON string of the steps (or already a list); null when it is neither. */
function rawSteps(content: unknown): unknown[] | null {
  let raw = content;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return Array.isArray(raw) ? raw : null;
}

/** One step, or what is wrong with it: a template of its type the caller may use, a 0–365 wait. */
function stepOf(
  db: Database,
  user: UserRecord,
  raw: unknown,
  place: number,
): CampaignStepRecord | string {
  const at = `Step ${place}`;
  const step = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  if (!isIn(STEP_TYPES, step.type)) return `${at}: the type must be sms, mail or card.`;
  const templateId = idOf(step.template);
  if (templateId === null) return `${at}: choose a ${step.type} template.`;
  const template = db.templates.get(templateId);
  if (
    !template ||
    isReserved(template) ||
    template.type !== step.type ||
    !mayUseTemplate(db, template, user)
  )
    return `${at}: the ${step.type} template ${templateId} is not one you can use.`;
  const duration = (
    step.duration && typeof step.duration === 'object' ? step.duration : {}
  ) as Record<string, unknown>;
  if (!isIn(DURATION_UNITS, duration.type))
    return `${at}: the wait must be in hours, days or weeks.`;
  const value = typeof duration.value === 'string' ? Number(duration.value) : duration.value;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > WAIT_MAX)
    return `${at}: the wait must be a whole number from 0 to ${WAIT_MAX}.`;
  return {
    type: step.type,
    template: templateId,
    duration: { id: intOf(duration.id, place), type: duration.type, value },
  };
}

function stepsOf(
  db: Database,
  user: UserRecord,
  content: unknown,
  mode: CampaignRecord['step'] | null,
): CampaignStepRecord[] | string[] {
  const raw = rawSteps(content);
  if (raw === null) return ['The content must be a JSON list of steps.'];
  if (raw.length === 0) return ['Add at least one step.'];
  if (raw.length > STEPS_MAX) return [`A campaign has at most ${STEPS_MAX} steps.`];
  if (mode === 'Single' && raw.length !== 1)
    return ['A single-step campaign has exactly one step.'];
  const steps = raw.map((step, index) => stepOf(db, user, step, index + 1));
  const problems = steps.filter((step): step is string => typeof step === 'string');
  return problems.length > 0 ? problems : (steps as CampaignStepRecord[]);
}

/** Category ids from the comma-separated field; null when a part is not a known category. */
function categoriesOf(db: Database, value: unknown): number[] | null {
  const parts = String(typeof value === 'number' ? value : textOf(value))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const ids = parts.map((part) => idOf(part));
  if (ids.some((id) => id === null || !db.categories.get(id))) return null;
  return [...new Set(ids as number[])];
}

const tagsOf = (value: unknown) =>
  textOf(value)
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .join(',');

/**
 * The builder's fields checked (422 with errors per field), then the categories: when some are
 * chosen and none of them files any template, the spec's message (§8) with a 400.
 */
export function designFields(
  db: Database,
  user: UserRecord,
  body: Partial<CampaignFields> & Record<string, unknown>,
): { fields: DesignFields } | { reply: MockReply } {
  const errors: Record<string, string[]> = {};
  const name = textOf(body.name);
  const description = textOf(body.description);
  const problem = nameProblem(name);
  if (problem) errors.name = [problem];
  if ([...description].length > DESCRIPTION_MAX)
    errors.description = [`The description may not be greater than ${DESCRIPTION_MAX} characters.`];
  const type = choice(body.type, CAMPAIGN_TYPES, 'Online');
  if (type === null) errors.type = ['The selected type is invalid.'];
  const mode = choice(body.step, STEP_MODES, 'Multiple');
  if (mode === null) errors.step = ['The selected step is invalid.'];
  const agentType = choice(body.agent_type, AGENT_TYPES, 'any');
  if (agentType === null) errors.agent_type = ['The selected agent type is invalid.'];
  const industry = optionalIdOf(body.industry_id);
  if (industry === false || (industry !== null && !db.industries.get(industry)))
    errors.industry_id = ['The selected industry is invalid.'];
  const categories = categoriesOf(db, body.category_id);
  if (categories === null) errors.category_id = ['The selected categories are invalid.'];
  const steps = stepsOf(db, user, body.content, mode);
  if (typeof steps[0] === 'string') errors.content = steps as string[];
  if (Object.keys(errors).length > 0) return { reply: invalid(errors) };

  const chosen = categories!;
  const filed = (id: number) =>
    listedTemplates(db, (template) => template.category === id).length > 0;
  if (chosen.length > 0 && !chosen.some(filed))
    return { reply: fail(NO_TEMPLATE_CATEGORIES, { status: 400 }) };
  return {
    fields: {
      name,
      description,
      tags: tagsOf(body.tags),
      category_ids: chosen,
      industry_id: industry || null,
      agent_type: agentType!,
      type: type!,
      step: mode!,
      steps: steps as CampaignStepRecord[],
    },
  };
}
