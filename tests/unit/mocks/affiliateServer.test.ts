// @vitest-environment node
import {
  affiliateDetailsEndpoint,
  earningsSubscribersEndpoint,
  earningsTotalsEndpoint,
  resellersEndpoint,
} from '../../../src/features/affiliate/api';
import { registerEndpoint } from '../../../src/features/signup/api';
import { getConfig } from '../../../src/config/env';
import { db } from '../../../src/mocks/db';
import { callMock } from '../../utils/mockServer';

/**
 * The affiliate mock (src/mocks/affiliate): Stella's (PRO, id 4) earnings are 50% of what the
 * accounts she referred paid for their plans, computed from the ledger; payouts lower what she is
 * owed; an account that signs up through her link joins her list with the date it joined.
 */

type Totals = { sum_amount_earned: number; sum_amount_owed: number; sum_amount_paid: number };
type Row = { id: number; fname: string; lname: string; amount_earned: number };

const totals = async () => (await callMock<Totals>(earningsTotalsEndpoint, {}, 'studio')).body.data;

describe('affiliate-details', () => {
  it('gives the reseller a stable code, the referral domain and the 50% rate', async () => {
    const reply = await callMock(affiliateDetailsEndpoint, {}, 'studio');
    expect(reply.body.data).toEqual({
      referral_code: 'BRIGHTLANE04',
      domain: 'brightlanestudio.com',
      commission_percent: 50,
    });
  });

  it('is refused to a user who is not PRO', async () => {
    const reply = await callMock(affiliateDetailsEndpoint, {}, 'market');
    expect(reply.http).toBe(403);
    expect(reply.body.status).toBe(false);
  });
});

describe('pro-earnings-totals', () => {
  it('sums half of the referred plans paid, less the payouts', async () => {
    expect(await totals()).toEqual({
      sum_amount_earned: 1278.9,
      sum_amount_owed: 428.9,
      sum_amount_paid: 850,
      last_paid_at: '2026-10-05T12:00:00.000Z',
    });
  });

  it('earns on a new plan payment at once, and a payout lowers what is owed', async () => {
    const maya = db().subscriptions.find((row) => row.user_id === 2)!;
    db().subscriptions.update(maya.id, {
      invoices: [
        ...maya.invoices,
        {
          number: 'MC-2026-1201',
          amount_cents: 4900,
          paid_at: '2026-12-01T09:00:00.000Z',
          status: 'paid',
        },
      ],
    });
    expect((await totals()).sum_amount_earned).toBe(1303.4);
    db().affiliatePayouts.insert({
      pro_user_id: 4,
      amount_cents: 45_340,
      description: 'Affiliate commission, October to December 2026',
      paid_at: '2026-12-05T12:00:00.000Z',
    });
    expect(await totals()).toMatchObject({ sum_amount_owed: 0, sum_amount_paid: 1303.4 });
  });

  it('does not earn on top-ups, only on plans', async () => {
    db().charges.insert({
      user_id: 2,
      card_id: 1,
      amount_cents: 50_000,
      kind: 'fund',
      credited: true,
      created_at: '2026-11-20T10:00:00.000Z',
    });
    expect((await totals()).sum_amount_earned).toBe(1278.9);
  });

  it('gives a PRO user with no referrals zeros', async () => {
    const priya = db().users.find((row) => row.email === 'priya@mailcraft.demo')!;
    const url = `${getConfig().apiBases.main}pro-earnings-totals`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ api_token: priya.api_token }),
    });
    const body = (await response.json()) as { data: Totals };
    expect(body.data).toEqual({
      sum_amount_earned: 0,
      sum_amount_owed: 0,
      sum_amount_paid: 0,
      last_paid_at: null,
    });
  });
});

describe('pro-earnings-subscribers', () => {
  it('lists those who paid, biggest first, 10 a page with the total', async () => {
    const first = await callMock<Row[]>(
      earningsSubscribersEndpoint,
      { limit: 10, offset: 0 },
      'studio',
    );
    expect(first.body.total_count).toBe(11);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]).toMatchObject({
      fname: 'Hannah',
      lname: 'Lewis',
      plan_name: 'Essentials',
      amount_paid: 470.4,
      amount_earned: 235.2,
    });
    const second = await callMock<Row[]>(
      earningsSubscribersEndpoint,
      { limit: 10, offset: 10 },
      'studio',
    );
    expect(second.body.data.map((row) => row.fname)).toEqual(['Aisha']);
  });
});

describe('affiliate-resellers', () => {
  it('lists every referred account, newest first, free ones too', async () => {
    const reply = await callMock<Row[]>(resellersEndpoint, { limit: 10, offset: 0 }, 'studio');
    expect(reply.body.total_count).toBe(13);
    expect(reply.body.data[0]).toMatchObject({
      fname: 'Tom',
      business_name: 'Fischer Electric',
      plan_name: 'Free',
      status: 'free',
      joined_at: '2026-11-12T16:30:00.000Z',
      amount_earned: 0,
    });
  });

  it('searches by name, email and business', async () => {
    const names = async (search_text: string) =>
      (
        await callMock<Row[]>(resellersEndpoint, { limit: 10, offset: 0, search_text }, 'studio')
      ).body.data.map((row) => `${row.fname} ${row.lname}`);
    expect(await names('harper')).toEqual(['Liam Harper']);
    expect(await names('FAMILY LAW')).toEqual(['Hannah Lewis']);
    expect(await names('market@mailcraft')).toEqual(['Maya Market']);
    expect(await names('nobody')).toEqual([]);
  });

  it('shows an account that signs up through the link, with the day it joined', async () => {
    const url = `${getConfig().apiBases.main}${registerEndpoint.path as string}`;
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fname: 'Nora',
        lname: 'New',
        email: 'nora@example.com',
        phone_no: '5550107789',
        password: 'Harbour7lights',
        password_confirmation: 'Harbour7lights',
        business_name: 'Nora’s Bakery',
        domain: '',
        industry_id: 1,
        referralby_userid: 4,
      }),
    });
    const reply = await callMock<(Row & { joined_at: string; status: string })[]>(
      resellersEndpoint,
      { limit: 10, offset: 0 },
      'studio',
    );
    expect(reply.body.total_count).toBe(14);
    expect(reply.body.data[0]).toMatchObject({ fname: 'Nora', status: 'free', amount_earned: 0 });
    expect(Date.now() - Date.parse(reply.body.data[0]!.joined_at)).toBeLessThan(60_000);
  });
});
