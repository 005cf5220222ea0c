import type { UserRecord } from '../auth';
import type { SubscriptionRecord } from '../billing';
import type { AffiliatePayoutRecord, ReferralRecord } from './records';

/**
 * Stella's (the PRO demo reseller, id 4) affiliate history: the accounts that signed up through
 * /affiliate/brightlanestudio.com besides Maya (id 2), their plans' paid invoices (what her 50%
 * commission is earned on) and two payouts. Eleven earning subscribers, so the earnings list
 * (10 a page) has two pages. Ids start at 101, clear of the seeded accounts and of any later
 * issue's. Fixed dates: the same on every run.
 */

const STELLA = 4;
const MAYA = 2;

interface Referred {
  id: number;
  fname: string;
  lname: string;
  business: string;
  joined: string;
  /** Essentials monthly: the days its invoices were paid; annual: one day; none: free plan. */
  plan: { sku: 'SUB-BASIC-MONTH' | 'SUB-BASIC-ANNUAL'; paid: string[] } | null;
  status?: 'past_due' | 'cancelled';
}

const REFERRED: readonly Referred[] = [
  {
    id: 101,
    fname: 'Liam',
    lname: 'Harper',
    business: 'Harper Realty Group',
    joined: '2026-05-28',
    plan: {
      sku: 'SUB-BASIC-MONTH',
      paid: ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'],
    },
  },
  {
    id: 102,
    fname: 'Sofia',
    lname: 'Reyes',
    business: 'Reyes Home Loans',
    joined: '2026-04-09',
    plan: { sku: 'SUB-BASIC-ANNUAL', paid: ['2026-04-10'] },
  },
  {
    id: 103,
    fname: 'Ethan',
    lname: 'Brooks',
    business: 'Brooks Roofing Co.',
    joined: '2026-07-30',
    plan: {
      sku: 'SUB-BASIC-MONTH',
      paid: ['2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'],
    },
  },
  {
    id: 104,
    fname: 'Grace',
    lname: 'Kim',
    business: 'Kim & Co. Insurance',
    joined: '2026-06-27',
    plan: {
      sku: 'SUB-BASIC-MONTH',
      paid: ['2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'],
    },
  },
  {
    id: 105,
    fname: 'Olivia',
    lname: 'Chen',
    business: 'Chen Dental Studio',
    joined: '2026-09-29',
    plan: { sku: 'SUB-BASIC-MONTH', paid: ['2026-10-01', '2026-11-01'] },
  },
  {
    id: 106,
    fname: 'Marcus',
    lname: 'Bell',
    business: 'Bell Plumbing',
    joined: '2026-06-30',
    plan: { sku: 'SUB-BASIC-MONTH', paid: ['2026-07-01', '2026-08-01', '2026-09-01'] },
    status: 'past_due',
  },
  {
    id: 107,
    fname: 'Hannah',
    lname: 'Lewis',
    business: 'Lewis Family Law',
    joined: '2026-02-18',
    plan: { sku: 'SUB-BASIC-ANNUAL', paid: ['2026-02-20'] },
  },
  {
    id: 108,
    fname: 'Diego',
    lname: 'Santos',
    business: 'Santos Landscaping',
    joined: '2026-04-29',
    plan: {
      sku: 'SUB-BASIC-MONTH',
      paid: ['2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01'],
    },
    status: 'cancelled',
  },
  {
    id: 109,
    fname: 'Aisha',
    lname: 'Khan',
    business: 'Khan Fitness',
    joined: '2026-10-30',
    plan: { sku: 'SUB-BASIC-MONTH', paid: ['2026-11-01'] },
  },
  {
    id: 110,
    fname: 'Ben',
    lname: 'Carter',
    business: 'Carter Auto Detailing',
    joined: '2026-06-29',
    plan: {
      sku: 'SUB-BASIC-MONTH',
      paid: ['2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'],
    },
  },
  // Two on the free plan: in the resellers list, earning nothing yet.
  {
    id: 111,
    fname: 'Julia',
    lname: 'Novak',
    business: 'Novak Bakery',
    joined: '2026-11-03',
    plan: null,
  },
  {
    id: 112,
    fname: 'Tom',
    lname: 'Fischer',
    business: 'Fischer Electric',
    joined: '2026-11-12',
    plan: null,
  },
];

const PRICES = {
  'SUB-BASIC-MONTH': { cents: 4900, billing_type: 'monthly' },
  'SUB-BASIC-ANNUAL': { cents: 47040, billing_type: 'annual' },
} as const;

const at = (day: string, time = '09:00:00') => `${day}T${time}.000Z`;

export function seedReferredUsers(): UserRecord[] {
  return REFERRED.map((each) => ({
    id: each.id,
    fname: each.fname,
    lname: each.lname,
    email: `${each.fname}.${each.lname}@example.com`.toLowerCase(),
    password: 'Demo@1234',
    role_id: 2,
    api_token: `seed-token-referred-${each.id}`,
    organization_id: 1,
    tier: each.plan ? 1 : 0,
    plan_id: each.plan ? (each.plan.sku === 'SUB-BASIC-MONTH' ? 2 : 3) : 1,
    user_type: each.plan ? 'basic' : 'freemium',
    total_creditpoints: 0,
    profilecomplete_status: 1,
    basicuser_bycoachid: null,
    referralby_userid: STELLA,
    basicuser_allowimpersonate_toproadmin: '0',
    java_stripesubscription_status: each.status ?? 'active',
    // 737 (Austin) numbers, none of which another seed or test uses.
    phone_no: `7375550${each.id}`,
    disable_upgrade: 'no',
    autofund_status: 0,
    business_name: each.business,
    domain: '',
    industry_id: 1,
    firstlogin_status: 1,
    secondary_email: '',
    referral_notes: 'Stella at Bright Lane Design Studio',
  }));
}

/** Month or year after `day`, for a period's end. */
function periodEnd(day: string, billing: 'monthly' | 'annual'): string {
  const date = new Date(at(day, '00:00:00'));
  if (billing === 'monthly') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString();
}

export function seedReferredSubscriptions(): SubscriptionRecord[] {
  return REFERRED.flatMap((each) => {
    if (!each.plan) return [];
    const price = PRICES[each.plan.sku];
    const last = each.plan.paid.at(-1)!;
    const invoices: SubscriptionRecord['invoices'] = each.plan.paid.map((day) => ({
      number: `MC-${day.slice(0, 4)}-R${each.id}-${day.slice(5, 7)}`,
      amount_cents: price.cents,
      paid_at: at(day),
      status: 'paid',
    }));
    if (each.status === 'past_due') {
      const due = periodEnd(last, 'monthly').slice(0, 10);
      invoices.push({
        number: `MC-${due.slice(0, 4)}-R${each.id}-${due.slice(5, 7)}`,
        amount_cents: price.cents,
        paid_at: null,
        status: 'open',
      });
    }
    return [
      {
        id: each.id,
        user_id: each.id,
        plan_sku: each.plan.sku,
        plan_name: 'Essentials',
        billing_type: price.billing_type,
        amount_cents: price.cents,
        status: each.status ?? 'active',
        plan_autorenew: each.status === 'cancelled' ? 0 : 1,
        period_start: at(last, '00:00:00'),
        period_end: periodEnd(last, price.billing_type),
        card_id: null,
        invoices,
      },
    ];
  });
}

/** Maya's and the others' sign-up dates through Stella's link. */
export function seedReferrals(): ReferralRecord[] {
  return [
    { id: 1, reseller_id: STELLA, user_id: MAYA, joined_at: at('2026-08-25', '14:10:00') },
    ...REFERRED.map((each, index) => ({
      id: index + 2,
      reseller_id: STELLA,
      user_id: each.id,
      joined_at: at(each.joined, '16:30:00'),
    })),
  ];
}

/** Two payouts made to Stella so far (what she is owed is the rest of what she earned). */
export function seedAffiliatePayouts(): AffiliatePayoutRecord[] {
  return [
    {
      id: 1,
      pro_user_id: STELLA,
      amount_cents: 50_000,
      description: 'Affiliate commission, first half of 2026',
      paid_at: at('2026-07-05', '12:00:00'),
    },
    {
      id: 2,
      pro_user_id: STELLA,
      amount_cents: 35_000,
      description: 'Affiliate commission, July to September 2026',
      paid_at: at('2026-10-05', '12:00:00'),
    },
  ];
}
