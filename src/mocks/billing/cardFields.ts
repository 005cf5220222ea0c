import type { CardRecord } from '../auth';
import { textOf } from '../kit/fields';

/**
 * The demo's card form sends `demo_<brand>_<last4>_<month>_<year>` (src/features/billing/
 * cardToken.ts): what Stripe would tell the server about a payment method, never the number.
 */
export function parseDemoCardToken(
  value: unknown,
): Pick<CardRecord, 'brand' | 'last4' | 'exp_month' | 'exp_year'> | null {
  const match = /^demo_([a-z]+)_(\d{4})_(\d{1,2})_(\d{4})$/.exec(textOf(value));
  if (!match) return null;
  const month = Number(match[3]);
  if (month < 1 || month > 12) return null;
  return { brand: match[1]!, last4: match[2]!, exp_month: month, exp_year: Number(match[4]) };
}

export function addressOf(value: unknown): CardRecord['billing_details']['address'] {
  const fields = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    line1: textOf(fields.line1),
    line2: textOf(fields.line2),
    city: textOf(fields.city),
    state: textOf(fields.state),
    postal_code: textOf(fields.postal_code),
  };
}
