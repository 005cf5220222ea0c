import type { Template } from '../../templates';
import type { CampaignStep } from '../schemas';

/**
 * What a message must carry before it may be sent (beyond the spec): a text an opt-out
 * instruction (the carriers' and the TCPA's "Reply STOP"), an email a way to unsubscribe
 * (CAN-SPAM). Checked on what the order will send: the template, or the user's adjusted text.
 */
export function hasOptOut(sms: string): boolean {
  return /\bSTOP\b/i.test(sms);
}

/** The standard line SMS platforms offer to add to a text that lacks an opt-out. */
export const OPT_OUT_LINE = 'Reply STOP to opt out.';

/** The text with the standard opt-out line added after it (on a new sentence). */
export function withOptOutLine(sms: string): string {
  const text = sms.trimEnd();
  if (text === '') return OPT_OUT_LINE;
  return `${text}${/[.!?]$/.test(text) ? '' : '.'} ${OPT_OUT_LINE}`;
}

/** An unsubscribe link: an anchor whose address or words say unsubscribe. */
export function hasUnsubscribeLink(html: string): boolean {
  return (
    /<a\b[^>]*href\s*=\s*["'][^"']*unsubscribe[^"']*["'][^>]*>/i.test(html) ||
    /<a\b[^>]*>[^<]*unsubscribe[^<]*<\/a>/i.test(html)
  );
}

export interface ComplianceProblem {
  /** 1-based step number, and the step's id (its duration id) for the way to it. */
  number: number;
  stepId: number;
  kind: 'sms' | 'email';
}

/**
 * What stops a launch in the order's own messages: each text (the user's adjusted words, else the
 * template's) needs an opt-out, each email an unsubscribe link. A step whose template is unknown
 * is left to the server's own check.
 */
export function complianceProblems(
  steps: readonly CampaignStep[],
  templateOf: (step: CampaignStep) => Template | undefined,
  adjusted: Readonly<Record<number, string>>,
): ComplianceProblem[] {
  return steps.flatMap((step, index): ComplianceProblem[] => {
    const template = templateOf(step);
    const at = { number: index + 1, stepId: step.duration.id };
    if (step.type === 'sms') {
      const text = adjusted[step.duration.id] ?? template?.content;
      return text !== undefined && !hasOptOut(text) ? [{ ...at, kind: 'sms' }] : [];
    }
    if (step.type === 'mail' && template && !hasUnsubscribeLink(template.content))
      return [{ ...at, kind: 'email' }];
    return [];
  });
}
