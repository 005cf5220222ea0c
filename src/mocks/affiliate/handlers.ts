import { RESELLER_COMMISSION_PERCENT } from '../../config/constants';
import {
  affiliateDetailsEndpoint,
  earningsSubscribersEndpoint,
  earningsTotalsEndpoint,
  resellersEndpoint,
} from '../../features/affiliate/api';
import { centsToDollars } from '../../lib/money';
import type { UserRecord } from '../auth';
import type { Database } from '../db';
import { handle } from '../kit/handle';
import { intOf, textOf } from '../kit/fields';
import { matches } from '../kit/paging';
import { type MockReply, fail, ok } from '../kit/replies';
import {
  commissionOf,
  planNameOf,
  planPaymentsOf,
  referredBy,
  statusOf,
  totalsOf,
} from './earnings';

/*
 * The affiliate program's calls (issue 29): a PRO reseller's (role 3) referral code, earnings and
 * the accounts they brought in. Money goes out in dollars, as the main API sends it.
 */

const onlyPro = (user: UserRecord): MockReply | null =>
  user.role_id === 3 ? null : fail('Only a PRO account has an affiliate program.', { status: 403 });

/**
 * A stable code from the referral domain's first label (else the first name) and the user's id:
 * BRIGHTLANE04 for Stella. Unique because the id is in it.
 */
export function referralCodeOf(user: UserRecord): string {
  const stem = (user.domain.split('.')[0] || user.fname).replace(/[^a-z0-9]/gi, '').toUpperCase();
  return `${stem.slice(0, 10) || 'MC'}${String(user.id).padStart(2, '0')}`;
}

function pageOf<T>(rows: T[], body: Record<string, unknown>, total: number) {
  const limit = Math.min(100, Math.max(1, intOf(body.limit, 10)));
  const offset = intOf(body.offset, 0);
  return ok(rows.slice(offset, offset + limit), { total_count: total });
}

const joinedAt = (db: Database, resellerId: number, userId: number) =>
  db.referrals.find((row) => row.reseller_id === resellerId && row.user_id === userId)?.joined_at ??
  null;

export const affiliateHandlers = [
  handle(affiliateDetailsEndpoint, ({ user }) => {
    const refused = onlyPro(user!);
    if (refused) return refused;
    return ok({
      referral_code: referralCodeOf(user!),
      domain: user!.domain,
      commission_percent: RESELLER_COMMISSION_PERCENT,
    });
  }),

  handle(earningsTotalsEndpoint, ({ db, user }) => {
    const refused = onlyPro(user!);
    if (refused) return refused;
    const totals = totalsOf(db, user!.id);
    return ok({
      sum_amount_earned: centsToDollars(totals.earned),
      sum_amount_owed: centsToDollars(totals.owed),
      sum_amount_paid: centsToDollars(totals.paid),
      last_paid_at: totals.lastPaid,
    });
  }),

  handle(earningsSubscribersEndpoint, ({ body, db, user }) => {
    const refused = onlyPro(user!);
    if (refused) return refused;
    const rows = referredBy(db, user!.id)
      .map((subscriber) => ({ subscriber, paid: planPaymentsOf(db, subscriber.id) }))
      .filter(({ paid }) => paid.cents > 0)
      .sort(
        (a, b) =>
          b.paid.cents - a.paid.cents ||
          `${a.subscriber.fname} ${a.subscriber.lname}`.localeCompare(
            `${b.subscriber.fname} ${b.subscriber.lname}`,
          ) ||
          a.subscriber.id - b.subscriber.id,
      )
      .map(({ subscriber, paid }) => ({
        id: subscriber.id,
        fname: subscriber.fname,
        lname: subscriber.lname,
        plan_name: planNameOf(db, subscriber),
        amount_paid: centsToDollars(paid.cents),
        amount_earned: centsToDollars(commissionOf(paid.cents)),
        last_paid_at: paid.last,
      }));
    return pageOf(rows, body, rows.length);
  }),

  handle(resellersEndpoint, ({ body, db, user }) => {
    const refused = onlyPro(user!);
    if (refused) return refused;
    const search = textOf(body.search_text);
    const rows = referredBy(db, user!.id)
      .filter((row) =>
        [`${row.fname} ${row.lname}`, row.email, row.business_name].some((field) =>
          matches(field, search),
        ),
      )
      .map((row) => ({ row, joined: joinedAt(db, user!.id, row.id) }))
      // Newest first; accounts with no recorded date last, by id.
      .sort((a, b) => (b.joined ?? '').localeCompare(a.joined ?? '') || b.row.id - a.row.id)
      .map(({ row, joined }) => ({
        id: row.id,
        fname: row.fname,
        lname: row.lname,
        email: row.email,
        business_name: row.business_name,
        plan_name: planNameOf(db, row),
        status: statusOf(row),
        joined_at: joined,
        amount_earned: centsToDollars(commissionOf(planPaymentsOf(db, row.id).cents)),
      }));
    return pageOf(rows, body, rows.length);
  }),
];
