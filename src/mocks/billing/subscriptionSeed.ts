import type { BillingAddressRecord, SubscriptionRecord } from './subscriptionRecords';

/** The plans a subscription can be on, with their prices in cents (annual saves 20%, §1). */
export const PLANS = {
  'SUB-BASIC-MONTH': { name: 'Essentials', billing_type: 'monthly', cents: 4900 },
  'SUB-BASIC-ANNUAL': { name: 'Essentials', billing_type: 'annual', cents: 47040 },
  'SUB-PRO-MONTH': { name: 'Pro', billing_type: 'monthly', cents: 9900 },
  'SUB-PRO-ANNUAL': { name: 'Pro', billing_type: 'annual', cents: 95040 },
} as const satisfies Record<
  string,
  { name: string; billing_type: 'monthly' | 'annual'; cents: number }
>;
export type PlanSkuOfSubscription = keyof typeof PLANS;

export function isSubscriptionSku(value: string): value is PlanSkuOfSubscription {
  return Object.hasOwn(PLANS, value);
}

const paid = (number: string, cents: number, day: string) => ({
  number,
  amount_cents: cents,
  paid_at: `${day}T09:00:00.000Z`,
  status: 'paid' as const,
});

/**
 * The Marketplace user on Essentials monthly, the studio on Pro annual, the cancelled account's
 * ended Essentials plan and the past-due account's unpaid one. Fixed dates: the seed is the same on
 * every run.
 */
export function seedSubscriptions(): SubscriptionRecord[] {
  return [
    {
      id: 1,
      user_id: 2,
      plan_sku: 'SUB-BASIC-MONTH',
      plan_name: 'Essentials',
      billing_type: 'monthly',
      amount_cents: 4900,
      status: 'active',
      plan_autorenew: 1,
      period_start: '2026-11-01T00:00:00.000Z',
      period_end: '2026-12-01T00:00:00.000Z',
      card_id: 1,
      invoices: [
        paid('MC-2026-0901', 4900, '2026-09-01'),
        paid('MC-2026-1001', 4900, '2026-10-01'),
        paid('MC-2026-1101', 4900, '2026-11-01'),
      ],
    },
    {
      id: 2,
      user_id: 4,
      plan_sku: 'SUB-PRO-ANNUAL',
      plan_name: 'Pro',
      billing_type: 'annual',
      amount_cents: 95040,
      status: 'active',
      plan_autorenew: 1,
      period_start: '2026-03-15T00:00:00.000Z',
      period_end: '2027-03-15T00:00:00.000Z',
      card_id: 4,
      invoices: [
        paid('MC-2025-0315', 95040, '2025-03-15'),
        paid('MC-2026-0315', 95040, '2026-03-15'),
      ],
    },
    {
      id: 3,
      user_id: 6,
      plan_sku: 'SUB-BASIC-MONTH',
      plan_name: 'Essentials',
      billing_type: 'monthly',
      amount_cents: 4900,
      status: 'cancelled',
      plan_autorenew: 0,
      period_start: '2026-08-01T00:00:00.000Z',
      period_end: '2026-09-01T00:00:00.000Z',
      card_id: 5,
      invoices: [
        paid('MC-2026-0701', 4900, '2026-07-01'),
        paid('MC-2026-0801', 4900, '2026-08-01'),
      ],
    },
    {
      id: 4,
      user_id: 5,
      plan_sku: 'SUB-BASIC-MONTH',
      plan_name: 'Essentials',
      billing_type: 'monthly',
      amount_cents: 4900,
      status: 'past_due',
      plan_autorenew: 1,
      period_start: '2026-11-01T00:00:00.000Z',
      period_end: '2026-12-01T00:00:00.000Z',
      card_id: null,
      invoices: [
        paid('MC-2026-1005', 4900, '2026-10-01'),
        { number: 'MC-2026-1105', amount_cents: 4900, paid_at: null, status: 'open' },
      ],
    },
  ];
}

export function seedBillingAddresses(): BillingAddressRecord[] {
  return [
    {
      id: 1,
      user_id: 2,
      billing_fullname: 'Maya Market',
      line1: '120 Harbor Street',
      line2: 'Suite 4',
      city: 'Portland',
      state: 'ME',
      postal_code: '04101',
      country: 'US',
    },
    {
      id: 2,
      user_id: 4,
      billing_fullname: 'Stella Studio',
      line1: '77 Canvas Avenue',
      line2: '',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      country: 'US',
    },
  ];
}
