import type { CampaignStep, DurationUnit, StepType } from './schemas';

/** Most steps a campaign may have (the builder stays responsive well past this, see the bench). */
export const MAX_STEPS = 20;
/** Longest wait of one step, in its unit (a year of days). */
export const MAX_WAIT = 365;

/** A new step of this channel: no template yet, one day after the step before. */
export function newStep(type: StepType, steps: readonly CampaignStep[]): CampaignStep {
  return {
    type,
    template: 0,
    duration: { id: nextStepId(steps), type: 'days', value: steps.length === 0 ? 0 : 1 },
  };
}

/** Step ids are unique within a campaign; the duration's `id` carries it (§3). */
export function nextStepId(steps: readonly CampaignStep[]): number {
  return steps.reduce((max, step) => Math.max(max, step.duration.id), 0) + 1;
}

export function moveStep(steps: readonly CampaignStep[], from: number, to: number): CampaignStep[] {
  if (to < 0 || to >= steps.length || from === to) return [...steps];
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** A copy placed right after the original, with its own id. */
export function duplicateStep(steps: readonly CampaignStep[], index: number): CampaignStep[] {
  const original = steps[index];
  if (!original) return [...steps];
  const copy = { ...original, duration: { ...original.duration, id: nextStepId(steps) } };
  return [...steps.slice(0, index + 1), copy, ...steps.slice(index + 1)];
}

export function removeStep(steps: readonly CampaignStep[], index: number): CampaignStep[] {
  return steps.filter((_, position) => position !== index);
}

export function replaceStep(
  steps: readonly CampaignStep[],
  index: number,
  patch: Partial<Omit<CampaignStep, 'duration'>> & { duration?: Partial<CampaignStep['duration']> },
): CampaignStep[] {
  return steps.map((step, position) =>
    position === index
      ? { ...step, ...patch, duration: { ...step.duration, ...patch.duration } }
      : step,
  );
}

const HOURS_PER: Record<DurationUnit, number> = { hours: 1, days: 24, weeks: 24 * 7 };

/** A wait in hours. */
export function waitHours(duration: CampaignStep['duration']): number {
  return duration.value * HOURS_PER[duration.type];
}

/** The content as the server keeps it: the steps as JSON (§3 "content (JSON)"). */
export function serializeSteps(steps: readonly CampaignStep[]): string {
  return JSON.stringify(steps);
}

/** Why the steps cannot be saved yet, if they cannot: the builder names the first problem. */
export type StepProblem =
  | { kind: 'none' }
  | { kind: 'tooMany' }
  | { kind: 'single' }
  | { kind: 'noTemplate'; index: number }
  | { kind: 'badWait'; index: number };

export function firstStepProblem(
  steps: readonly CampaignStep[],
  single: boolean,
): StepProblem | null {
  if (steps.length === 0) return { kind: 'none' };
  if (steps.length > MAX_STEPS) return { kind: 'tooMany' };
  if (single && steps.length > 1) return { kind: 'single' };
  const noTemplate = steps.findIndex((step) => step.template <= 0);
  if (noTemplate >= 0) return { kind: 'noTemplate', index: noTemplate };
  const badWait = steps.findIndex(
    (step) =>
      !Number.isInteger(step.duration.value) ||
      step.duration.value < 0 ||
      step.duration.value > MAX_WAIT,
  );
  if (badWait >= 0) return { kind: 'badWait', index: badWait };
  return null;
}
