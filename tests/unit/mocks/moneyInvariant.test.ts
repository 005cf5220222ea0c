// @vitest-environment node
import { type Endpoint, IDEMPOTENCY_HEADER, resolvePath } from '../../../src/api/endpoint';
import { getConfig } from '../../../src/config/env';
import { getProfileEndpoint } from '../../../src/features/auth/api';
import { chargeCardEndpoint, topUpEndpoint } from '../../../src/features/billing/api';
import {
  addContactsEndpoint,
  cancelUserCampaignEndpoint,
  launchCampaignEndpoint,
} from '../../../src/features/campaigns/ordering/api';
import { intentLedgerEndpoint } from '../../../src/features/moneyCheck/api';
import { db } from '../../../src/mocks/db';
import type { OrderRecord } from '../../../src/mocks/orders/records';
import { seededUser } from '../../utils/mockServer';

/**
 * The money invariant of ARCHITECTURE.md, as a property over random sequences of what a
 * Marketplace user does (launch, add lists, cancel, fund, a lost answer replayed under its key,
 * time passing), run against the mock server: after every step, for every order the refunds never
 * exceed the charge, and the balance has moved by exactly the sum of the ledger's rows since the
 * start (charges down, top-ups and refunds up), and no funding charge is credited twice.
 * Sequences come from a seeded generator, so a failure names the seed that reproduces it.
 */

const START = new Date('2026-06-10T16:00:00.000Z');
const HOUR = 3_600_000;
const SEQUENCES = 40;
const STEPS = 14;
const STOP_TEXT = 'Hi {{first_name}}, just listed near you. Reply STOP to opt out.';
/** Maya's lists: 24 contacts, 5, and 40 with some addresses that fail the print check. */
const LISTS = [1, 2, 5];
/** Designs that pass the compliance rules with the adjusted text: 1 (text, email, card), 3. */
const DESIGNS = [1, 3];
const FUND_AMOUNTS = [50, 100, 200];

/** mulberry32: a small seeded generator, so every sequence can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** Posts as Maya with the token where the endpoint wants it, and a key when one is given. */
async function post<D>(endpoint: Endpoint<never, unknown>, body: object, key?: string) {
  const token = seededUser('market').api_token;
  const placement = endpoint.token;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key) headers[IDEMPOTENCY_HEADER] = key;
  if (placement.in === 'header') headers[placement.name] = token;
  const url = `${getConfig().apiBases[endpoint.base]}${resolvePath(endpoint, body as never)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify(placement.in === 'body' ? { ...body, api_token: token } : body),
  });
  return (await response.json()) as { status: boolean; data: D; message: string };
}

const SIGNED: Record<OrderRecord['kind'], number> = {
  campaign: -1,
  'bulk-mail': -1,
  'top-up': 1,
  refund: 1,
  'single-send': 0,
  'skip-trace': 0,
};

const balanceCents = () => Math.round(seededUser('market').total_creditpoints * 100);
const ledgerRows = () => db().orders.filter((row) => row.user_id === seededUser('market').id);
const ledgerSum = (rows: OrderRecord[]) =>
  rows.reduce((sum, row) => sum + SIGNED[row.kind] * (row.amount_cents ?? 0), 0);

function checkInvariant(startBalance: number, startLedger: number, step: string): void {
  const me = seededUser('market').id;
  for (const order of db().userCampaigns.filter((row) => row.user_id === me)) {
    expect(order.refunded_cents, `${step}: order ${order.id} refunds ≥ 0`).toBeGreaterThanOrEqual(
      0,
    );
    expect(order.refunded_cents, `${step}: order ${order.id} refunds ≤ charge`).toBeLessThanOrEqual(
      order.charged_cents,
    );
  }
  expect(balanceCents() - startBalance, `${step}: the balance moved by the ledger's sum`).toBe(
    ledgerSum(ledgerRows()) - startLedger,
  );
  for (const charge of db().charges.filter(
    (row) => row.kind === 'fund' && Boolean(row.reference),
  )) {
    const topUps = ledgerRows().filter(
      (row) => row.kind === 'top-up' && row.reference === charge.reference,
    );
    expect(topUps.length, `${step}: charge ${charge.id} credited once`).toBeLessThanOrEqual(1);
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('the money invariant over random order, cancel, refund and funding sequences', () => {
  it.each(Array.from({ length: SEQUENCES }, (_, index) => [index + 1]))(
    'holds after every step of sequence %i',
    async (seed) => {
      const random = generator(seed);
      const startBalance = balanceCents();
      const startLedger = ledgerSum(ledgerRows());
      /** Every money call sent, to be sent again as a retry after a lost answer would be. */
      const sent: { endpoint: Endpoint<never, unknown>; body: object; key: string }[] = [];
      let clock = START.getTime();
      let nextKey = 1;
      const freshKey = () => `seq-${seed}-${nextKey++}`;
      const money = async <D>(endpoint: Endpoint<never, unknown>, body: object, key: string) => {
        sent.push({ endpoint, body, key });
        return post<D>(endpoint, body, key);
      };
      const myOrders = () =>
        db().userCampaigns.filter((row) => row.user_id === seededUser('market').id);

      for (let step = 0; step < STEPS; step++) {
        const action = random.pick([
          'launch',
          'launch',
          'add',
          'cancel',
          'cancel',
          'fund',
          'fundLost',
          'replay',
          'topUpAgain',
          'time',
          'read',
        ] as const);
        const label = `seed ${seed}, step ${step + 1} (${action})`;
        switch (action) {
          case 'launch':
            await money(
              launchCampaignEndpoint,
              {
                selected_campaign_id: random.pick(DESIGNS),
                campaign_name: `Sequence ${seed}.${step}`,
                contact_list_ids: [random.pick(LISTS)],
                template_content: [{ step: 1, content: STOP_TEXT }],
              },
              freshKey(),
            );
            break;
          case 'add': {
            const order = myOrders().length > 0 ? random.pick(myOrders()) : null;
            if (order)
              await money(
                addContactsEndpoint,
                { user_campaign_id: order.id, contact_list_ids: [random.pick(LISTS)] },
                freshKey(),
              );
            break;
          }
          case 'cancel': {
            const order = myOrders().length > 0 ? random.pick(myOrders()) : null;
            if (order) await money(cancelUserCampaignEndpoint, { camp_id: order.id }, freshKey());
            break;
          }
          case 'fund':
          case 'fundLost': {
            const key = freshKey();
            const amount = random.pick(FUND_AMOUNTS);
            const charged = await money<{ charge_id: number }>(
              chargeCardEndpoint,
              { payment_token: 1, amount },
              key,
            );
            // A lost answer: the client never asks for the top-up; reads reconcile it.
            if (action === 'fund' && charged.status)
              await money(topUpEndpoint, { charge_id: charged.data.charge_id, amount }, key);
            break;
          }
          case 'replay':
            // A retry after a lost answer: the same call under its key is not done again; the
            // ledger read a client makes to find out changes nothing either.
            if (sent.length > 0) {
              const again = random.pick(sent);
              await post(again.endpoint, again.body, again.key);
              await post(intentLedgerEndpoint, { reference: again.key });
            }
            break;
          case 'topUpAgain': {
            // A client that lost its intent asks again for a charge's credit, under a new key.
            const charges = db().charges.filter((row) => row.kind === 'fund');
            if (charges.length > 0) {
              const charge = random.pick(charges);
              await money(
                topUpEndpoint,
                { charge_id: charge.id, amount: charge.amount_cents / 100 },
                freshKey(),
              );
            }
            break;
          }
          case 'time':
            clock += random.pick([1, 3, 5, 30, 240]) * HOUR;
            vi.setSystemTime(new Date(clock));
            break;
          case 'read':
            await post(getProfileEndpoint, {});
            break;
        }
        checkInvariant(startBalance, startLedger, label);
      }
      // In the end every funding charge has reached the balance, asked for or not.
      await post(getProfileEndpoint, {});
      expect(db().charges.filter((row) => row.kind === 'fund' && !row.credited)).toEqual([]);
      checkInvariant(startBalance, startLedger, `seed ${seed}, after the last read`);
    },
  );
});
