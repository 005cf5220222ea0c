import * as z from 'zod/mini';
import { defineEndpoint, inline } from '../../api';
import { centsFromDollars, idLike, text } from '../../api/fields';

/*
 * The affiliate program's calls (issue 29; accounts-money §3 "Pro earnings totals", §6 role 3
 * "affiliate info and referral code ... the affiliates list and earnings"). The spec names the
 * totals' fields and the subscribers' paging (10 from offset 0) but not the paths: "Referral,
 * affiliation ... calls: paths not shown" (§7), so the paths and the other shapes are ours. Money
 * arrives in dollars, as every call of the main API sends it, and is kept in cents.
 */

const affiliateDetailsSchema = z.object({
  /** The reseller's code, to give out where a link will not do (a call, a card); never empty. */
  referral_code: z.string().check(z.minLength(1)),
  /** The referral domain: the sign-up link is /affiliate/{domain}; '' when none is set yet. */
  domain: text,
  /** The share of what their subscribers pay that the reseller earns (50, accounts-money §1). */
  commission_percent: z.number(),
});
export type AffiliateDetails = z.infer<typeof affiliateDetailsSchema>;

/** affiliate-details: the PRO user's referral code, domain and commission rate. */
export const affiliateDetailsEndpoint = defineEndpoint<Record<string, never>, AffiliateDetails>({
  id: 'affiliate.details',
  base: 'main',
  path: 'affiliate-details',
  data: affiliateDetailsSchema,
  showFailure: inline('affiliate.details.loadFailed'),
});

const earningsTotalsSchema = z.object({
  sum_amount_earned: centsFromDollars,
  sum_amount_owed: centsFromDollars,
  sum_amount_paid: centsFromDollars,
  /** When the last payout was made; null before the first. */
  last_paid_at: z.nullish(z.string()),
});
export type EarningsTotals = z.infer<typeof earningsTotalsSchema>;

/** pro-earnings-totals: earned, owed (earned less paid) and paid out, all time (§3). */
export const earningsTotalsEndpoint = defineEndpoint<Record<string, never>, EarningsTotals>({
  id: 'affiliate.earningsTotals',
  base: 'main',
  path: 'pro-earnings-totals',
  data: earningsTotalsSchema,
  showFailure: inline('affiliate.totals.loadFailed'),
});

export interface PageRequest {
  limit: number;
  offset: number;
}

const earningSubscriberSchema = z.object({
  id: idLike,
  fname: text,
  lname: text,
  plan_name: text,
  /** What the subscriber has paid for their plan so far. */
  amount_paid: centsFromDollars,
  /** The reseller's commission on it. */
  amount_earned: centsFromDollars,
  last_paid_at: z.nullish(z.string()),
});
export type EarningSubscriber = z.infer<typeof earningSubscriberSchema>;

/**
 * pro-earnings-subscribers {limit, offset}: the referred subscribers who have paid for a plan,
 * biggest earners first, a page at a time (10 from offset 0, §3), with total_count.
 */
export const earningsSubscribersEndpoint = defineEndpoint<PageRequest, EarningSubscriber[]>({
  id: 'affiliate.earningsSubscribers',
  base: 'main',
  path: 'pro-earnings-subscribers',
  data: z.array(earningSubscriberSchema),
  showFailure: inline('affiliate.subscribers.loadFailed'),
});

const resellerSchema = z.object({
  id: idLike,
  fname: text,
  lname: text,
  email: text,
  business_name: text,
  plan_name: text,
  /** active, past_due, cancelled or free (another value is shown as sent). */
  status: text,
  joined_at: z.nullish(z.string()),
  amount_earned: centsFromDollars,
});
export type Reseller = z.infer<typeof resellerSchema>;

export interface ResellersRequest extends PageRequest {
  search_text?: string;
}

/**
 * affiliate-resellers {search_text?, limit, offset}: every account the PRO user brought in, newest
 * first, whether it pays yet or not (see pages/ResellersPage.tsx for why), with total_count.
 */
export const resellersEndpoint = defineEndpoint<ResellersRequest, Reseller[]>({
  id: 'affiliate.resellers',
  base: 'main',
  path: 'affiliate-resellers',
  data: z.array(resellerSchema),
  showFailure: inline('affiliate.resellers.loadFailed'),
});
