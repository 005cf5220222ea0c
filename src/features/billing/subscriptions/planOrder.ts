import * as z from 'zod/mini';
import { APP_STORAGE_KEYS } from '../../../lib/storageKeys';

/**
 * The plan and order data held locally (accounts-money §3): what a purchase was, kept in
 * sessionStorage for the page after it (/Success). Written by whatever starts a purchase (the
 * plan picker, /payment), read back leniently: anything malformed counts as nothing bought.
 */
const planOrderSchema = z.object({
  userType: z.string(),
  planId: z.string(),
  planPrice: z.number().check(z.nonnegative()),
  planName: z.string(),
  domain: z.optional(z.nullable(z.string())),
  industryId: z.optional(z.nullable(z.number())),
  industryName: z.optional(z.nullable(z.string())),
  businessName: z.optional(z.nullable(z.string())),
});
export type PlanOrder = z.infer<typeof planOrderSchema>;

export function savePlanOrder(order: PlanOrder): void {
  try {
    window.sessionStorage.setItem(APP_STORAGE_KEYS.planOrder, JSON.stringify(order));
  } catch {
    // Without storage /Success says what it can: that the payment went through.
  }
}

export function readPlanOrder(): PlanOrder | null {
  try {
    const raw = window.sessionStorage.getItem(APP_STORAGE_KEYS.planOrder);
    const parsed = planOrderSchema.safeParse(JSON.parse(raw ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
