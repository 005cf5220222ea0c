import type { StepType } from '../../../features/campaigns/schemas';
import { type PlanName, unitPriceOf } from '../../billing';
import type { CampaignStepRecord, OrderStepRecord } from '../records';

/** The product of the price book each channel is charged as (accounts-money §7). */
export const PRODUCT_OF: Record<StepType, string> = {
  sms: 'Text Message',
  mail: 'Email',
  card: 'Postcard 4x6',
};

const UNIT_MS = { hours: 3_600_000, days: 86_400_000, weeks: 7 * 86_400_000 } as const;

/** When each step goes: from `start`, the waits added up (a wait counts from the step before). */
export function sendTimes(start: Date, steps: Pick<CampaignStepRecord, 'duration'>[]): Date[] {
  let at = start.getTime();
  return steps.map(({ duration }) => {
    at += duration.value * UNIT_MS[duration.type];
    return new Date(at);
  });
}

/** What one step costs for a quantity on a plan: the piece price in cents and its tier. */
export function stepPrice(type: StepType, plan: PlanName, quantity: number) {
  const { price, tier, next } = unitPriceOf(plan, PRODUCT_OF[type], quantity);
  const unitCents = Math.round(price * 100);
  return {
    product: PRODUCT_OF[type],
    unitCents,
    amountCents: unitCents * quantity,
    tier,
    next: next && { min: next.min, unitCents: Math.round(next.price * 100) },
  };
}

/** A design's steps as an order keeps them: each priced for `quantity` contacts on the plan. */
export function orderStepsOf(
  steps: CampaignStepRecord[],
  quantity: number,
  plan: PlanName,
): OrderStepRecord[] {
  return steps.map((step, index) => {
    const { product, amountCents } = stepPrice(step.type, plan, quantity);
    return {
      index: index + 1,
      type: step.type,
      template: step.template,
      duration: { ...step.duration },
      product,
      quantity,
      amount_cents: amountCents,
      stopped: false,
    };
  });
}
