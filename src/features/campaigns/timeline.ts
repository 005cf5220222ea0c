import type { CampaignStep } from './schemas';
import { waitHours } from './steps';

/**
 * When a printed card reaches the home, counted from the day it is sent. An assumption, not a
 * promise: USPS First-Class Mail is delivered in 1–5 days once it enters the mail stream, and the
 * printer needs about a day to print and hand it over, so 4–6 days after the send covers most
 * addresses in the contiguous US (the figure). In this product "mail" templates are emails
 * and "card" templates are the printed postcards, so only card steps get a window.
 */
export const IN_HOME_DAYS = { from: 4, to: 6 } as const;

export interface TimelineEntry {
  index: number;
  step: CampaignStep;
  /** Days from the launch to this step's send (fractional for hour waits). */
  sendDay: number;
  /** For a printed card: the days its in-home window spans. */
  inHome: { from: number; to: number } | null;
}

/** The sequence on a day axis: each wait counts from the step before, the first from the launch. */
export function timelineOf(steps: readonly CampaignStep[]): TimelineEntry[] {
  let hours = 0;
  return steps.map((step, index) => {
    hours += waitHours(step.duration);
    const sendDay = hours / 24;
    return {
      index,
      step,
      sendDay,
      inHome:
        step.type === 'card'
          ? { from: sendDay + IN_HOME_DAYS.from, to: sendDay + IN_HOME_DAYS.to }
          : null,
    };
  });
}

/** The last day the axis must show: the last send, or the end of the last in-home window. */
export function timelineSpan(entries: readonly TimelineEntry[]): number {
  return entries.reduce((span, entry) => Math.max(span, entry.inHome?.to ?? entry.sendDay), 0);
}
