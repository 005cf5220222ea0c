// @vitest-environment node
import { type Endpoint, IDEMPOTENCY_HEADER, resolvePath } from '../../../src/api/endpoint';
import { getConfig } from '../../../src/config/env';
import { topUpEndpoint } from '../../../src/features/billing/api';
import {
  addContactsEndpoint,
  addContactsPriceEndpoint,
  campaignCatalogueEndpoint,
  campaignPriceEndpoint,
  cancelUserCampaignEndpoint,
  clearFinishedEndpoint,
  launchCampaignEndpoint,
  newCampaignEmailEndpoint,
  userCampaignsEndpoint,
  zapHistoryEndpoint,
} from '../../../src/features/campaigns/ordering/api';
import { deleteContactListEndpoint } from '../../../src/features/contacts/api';
import { failsVerification, generatedContact } from '../../../src/mocks/contacts/factory';
import { failedContacts } from '../../../src/mocks/contacts/store';
import { BIG_LIST_ID, BIG_LIST_SIZE } from '../../../src/mocks/contacts/seed';
import { db } from '../../../src/mocks/db';
import {
  emailUnsubscribeEndpoint,
  smsUnsubscribeEndpoint,
} from '../../../src/features/unsubscribe/api';
import { UNSUBSCRIBE_TOKENS } from '../../../src/mocks/unsubscribe/seed';
import { callMock, seededUser } from '../../utils/mockServer';
import type { DemoUser } from '../../utils/session';

/**
 * The mock server's Marketplace ordering (issue 12). Seed, with the clock at NOW: Maya (market,
 * Essentials prices, $1,250.50) has lists 1 "Portland homeowners" (24 contacts), 2 "Past clients"
 * (5), 4 (100,000 generated) and 5 "Open house sign-ins" (40, some failed addresses); her order 1
 * runs design 3 (card at launch, email two weeks later) to list 2, launched two days ago; order 2
 * (design 1 to list 1) was cancelled on its third day, its card refunded. Order rows 1–3 are the
 * seed's. Active designs, newest first: 5, 7, 1, 2, 8, 3 (4 and 6 are inactive).
 * Essentials prices: a text 5¢, an email 1¢, a 4x6 postcard 80¢ / 71¢ / 65¢ / 59¢ by tier.
 */

const NOW = new Date('2026-06-10T16:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(NOW.getTime() + offset);
const setClock = (when: Date) => vi.setSystemTime(when);

/** Changes a contact's street until the print service's address check passes it. */
function mendAddress(contactId: number): void {
  const contact = db().contacts.get(contactId)!;
  let number = 1;
  while (failsVerification({ street: `${contact.street} ${number}`, zip: contact.zip }))
    number += 1;
  db().contacts.update(contactId, { street: `${contact.street} ${number}` });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setClock(NOW);
  // Two of Portland homeowners' addresses fail the check at launch, which refunds their card
  // share; that has its own test ("refunds the card share of…"), the others count no refund.
  for (const contact of failedContacts(db(), db().contactLists.get(1)!)) mendAddress(contact.id);
});
afterEach(() => vi.useRealTimers());

interface WirePrice {
  contacts: number;
  excluded: number;
  steps: {
    index: number;
    type: string;
    product: string;
    unit_price: number;
    quantity: number;
    amount: number;
  }[];
  total: number;
  balance: number;
  tier: { min: number; max: number | null } | null;
  next_tier: { min: number; unit_price: number } | null;
  quiet_hours: { shifted: number; first_send: string | null };
}
interface WireLaunch {
  user_campaign_id: number;
  order_id: string;
  charged: number;
  total_creditpoints: number;
}
interface WireProgress {
  index: number;
  type: string;
  send_at: string;
  sent: number;
  scheduled: number;
  stage: string;
}
interface WireOrder {
  id: number;
  campaign_name: string;
  selected_campaign_id: number;
  status: string;
  launched_at: string;
  cancellable_until: string;
  contact_lists: { id: number; name: string }[];
  contacts: number;
  charged: number;
  refunded: number;
  refunded_now?: number;
  progress: WireProgress[];
}

type AnyEndpoint = Parameters<typeof callMock>[0];
const call = <D>(endpoint: AnyEndpoint, body: object, as: DemoUser = 'market') =>
  callMock<D>(endpoint, body as Record<string, unknown>, as);

/** A money call with its Idempotency-Key header, as the app's client sends it. */
async function callWithKey<D>(
  endpoint: Endpoint<never, unknown>,
  body: object,
  key: string,
  as: DemoUser = 'market',
) {
  const url = `${getConfig().apiBases[endpoint.base]}${resolvePath(endpoint, body as never)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
    body: JSON.stringify({ ...body, api_token: seededUser(as).api_token }),
  });
  return {
    http: response.status,
    body: (await response.json()) as { status: boolean; data: D; message: string },
  };
}

const balanceCents = (as: DemoUser = 'market') =>
  Math.round(seededUser(as).total_creditpoints * 100);
const STOP_TEXT = 'Hi {{first_name}}, just listed near you. Reply STOP to opt out.';

/** Design 1 (sms 31, mail 131, card 231; waits 0 days, 2 days, 1 week) to list 1 (24 contacts). */
const BLITZ = {
  selected_campaign_id: 1,
  campaign_name: 'Harbor Street again',
  contact_list_ids: [1],
  template_content: [{ step: 1, content: STOP_TEXT }],
};
const price = (body: object, as: DemoUser = 'market') =>
  call<WirePrice>(campaignPriceEndpoint, body, as);
const launch = (body: object = BLITZ, as: DemoUser = 'market') =>
  call<WireLaunch>(launchCampaignEndpoint, body, as);
const orders = (status: 'active' | 'cancelled', paging = { limit: 10, offset: 0 }) =>
  call<WireOrder[]>(userCampaignsEndpoint, { ...paging, status });
const cancel = (id: number, as: DemoUser = 'market') =>
  call<WireOrder>(cancelUserCampaignEndpoint, { camp_id: id }, as);
/** An order as its list shows it, active or not. */
const viewOf = async (id: number) => {
  const every = { limit: 100, offset: 0 };
  const [active, ended] = await Promise.all([orders('active', every), orders('cancelled', every)]);
  return [...active.body.data, ...ended.body.data].find((row) => row.id === id)!;
};
const stagesOf = (order: WireOrder) => order.progress.map((step) => step.stage);

/** A ready list of Maya's with stored contacts at these ZIPs (no failed addresses). */
function listAt(zips: string[]): number {
  const list = db().contactLists.insert({
    user_id: 2,
    name: 'Zones',
    created_at: '2026-06-01',
    status: 'ready',
    status_polls: 0,
    source: 'upload',
    generated: null,
    removed_ids: [],
    edited: {},
    dpv_failed_count: 0,
    upload: null,
  });
  zips.forEach((zip, index) =>
    db().contacts.insert({
      ...generatedContact({ seed: 77, count: zips.length, places: null }, index),
      zip,
      contact_list_id: list.id,
    }),
  );
  return list.id;
}

/** A ready list of Maya's with `count` generated contacts. */
function generatedList(
  count: number,
  fields: { name?: string; status?: 'ready' | 'processing' } = {},
) {
  return db().contactLists.insert({
    user_id: 2,
    name: fields.name ?? `Generated ${count}`,
    created_at: '2026-06-01',
    status: fields.status ?? 'ready',
    status_polls: 0,
    source: 'upload',
    generated: { seed: 500 + count, count, places: null },
    removed_ids: [],
    edited: {},
    dpv_failed_count: 0,
    upload: null,
  }).id;
}

describe('every ordering call', () => {
  const calls: [string, AnyEndpoint, object][] = [
    ['catalogue', campaignCatalogueEndpoint, {}],
    ['price', campaignPriceEndpoint, { selected_campaign_id: 1, contact_list_ids: [3] }],
    ['launch', launchCampaignEndpoint, { ...BLITZ, contact_list_ids: [3] }],
    ['launch email', newCampaignEmailEndpoint, { user_campaign_id: 1 }],
    ['orders', userCampaignsEndpoint, { limit: 10, offset: 0, status: 'active' }],
    ['cancel', cancelUserCampaignEndpoint, { camp_id: 1 }],
    ['clear', clearFinishedEndpoint, {}],
    [
      'add-contacts price',
      addContactsPriceEndpoint,
      { user_campaign_id: 1, contact_list_ids: [3] },
    ],
    ['add contacts', addContactsEndpoint, { user_campaign_id: 1, contact_list_ids: [3] }],
    ['zap history', zapHistoryEndpoint, { limit: 10, offset: 0 }],
  ];

  it.each(calls)('refuses anyone but a Marketplace user: %s', async (_name, endpoint, body) => {
    for (const who of ['studio', 'admin'] as const) {
      const reply = await call(endpoint, body, who);
      expect(reply.http).toBe(403);
      expect(reply.body).toMatchObject({
        status: false,
        message: 'Only Marketplace accounts can order campaigns.',
      });
    }
    expect(db().userCampaigns.all()).toHaveLength(2);
  });
});

describe('get-campaign-list-for-user', () => {
  const ids = async (body: object = {}) =>
    (await call<{ id: number }[]>(campaignCatalogueEndpoint, body)).body.data.map((row) => row.id);

  it('offers the active designs of every owner, newest first, none of them the caller’s', async () => {
    const reply = await call<{ id: number; my_campaign: number; status: number }[]>(
      campaignCatalogueEndpoint,
      {},
    );
    expect(reply.http).toBe(200);
    expect(reply.body.total_count).toBe(6);
    expect(reply.body.data.map((row) => row.id)).toEqual([5, 7, 1, 2, 8, 3]);
    expect(reply.body.data.every((row) => row.my_campaign === 0 && row.status === 1)).toBe(true);
    db().campaigns.update(5, { status: 0 });
    expect(await ids()).toEqual([7, 1, 2, 8, 3]);
  });

  it('filters by categories (any overlap), tags (any word, any case), type and touches', async () => {
    expect(await ids({ categories: '3' })).toEqual([7, 2, 8]);
    expect(await ids({ categories: '14, 4' })).toEqual([5, 3]);
    expect(await ids({ tags: 'LISTING' })).toEqual([5, 1]);
    expect(await ids({ tags: 'sold, Thank You' })).toEqual([2, 8, 3]);
    expect(await ids({ tags: 'list' })).toEqual([]);
    expect(await ids({ campaign_type: 'Offline' })).toEqual([2, 8, 3]);
    expect(await ids({ campaign_type: 'Online' })).toEqual([5, 7, 1]);
    expect(await ids({ no_of_touches: 3 })).toEqual([5, 1]);
    expect(await ids({ no_of_touches: 1 })).toEqual([2, 8]);
    expect(await ids({ categories: '1', campaign_type: 'Online', no_of_touches: 3 })).toEqual([
      5, 1,
    ]);
    // Empty filters are "not sent".
    expect(await ids({ categories: '', tags: '', no_of_touches: 0 })).toEqual([5, 7, 1, 2, 8, 3]);
  });

  it('refuses an unknown campaign type with a non-200 status', async () => {
    const reply = await call(campaignCatalogueEndpoint, { campaign_type: 'Carrier pigeon' });
    expect(reply.http).toBe(422);
    expect(reply.body.status).toBe(false);
  });
});

describe('pricing/campaign', () => {
  it('leaves out, and does not charge for, the recipients who unsubscribed from a channel', async () => {
    // Contact 1 of "Portland homeowners" follows the unsubscribe links of a text and an email.
    for (const [endpoint, token] of [
      [smsUnsubscribeEndpoint, UNSUBSCRIBE_TOKENS.smsOpen],
      [emailUnsubscribeEndpoint, UNSUBSCRIBE_TOKENS.emailOpen],
    ] as const)
      expect((await callMock(endpoint, { token, action: 'unsubscribe' }, null)).http).toBe(200);
    const reply = await price({ selected_campaign_id: 1, contact_list_ids: [1] });
    expect(reply.body.data.steps.map((step) => [step.type, step.quantity, step.amount])).toEqual([
      ['sms', 23, 1.15],
      ['mail', 23, 0.23],
      // A postcard goes by post: the links do not stop it.
      ['card', 24, 19.2],
    ]);
    const before = balanceCents();
    const launched = await launch();
    expect(launched.http).toBe(200);
    expect(balanceCents()).toBe(before - (115 + 23 + 1920));
  });

  it('prices each step for the lists’ contacts at the caller’s plan, in dollars to the cent', async () => {
    const reply = await price({ selected_campaign_id: 1, contact_list_ids: [1] });
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe(true);
    expect(reply.body.data).toEqual({
      contacts: 24,
      excluded: 0,
      steps: [
        {
          index: 1,
          type: 'sms',
          product: 'Text Message',
          unit_price: 0.05,
          quantity: 24,
          amount: 1.2,
        },
        { index: 2, type: 'mail', product: 'Email', unit_price: 0.01, quantity: 24, amount: 0.24 },
        {
          index: 3,
          type: 'card',
          product: 'Postcard 4x6',
          unit_price: 0.8,
          quantity: 24,
          amount: 19.2,
        },
      ],
      total: 20.64,
      balance: 1250.5,
      tier: { min: 1, max: 249 },
      next_tier: { min: 250, unit_price: 0.71 },
      quiet_hours: { shifted: 0, first_send: null },
    });
  });

  it('prices on the caller’s own plan: a Starter user pays Starter’s prices', async () => {
    const list = db().contactLists.update(1, { user_id: 8 })!;
    const reply = await price({ selected_campaign_id: 1, contact_list_ids: [list.id] }, 'tierzero');
    expect(reply.body.data.steps.map((step) => step.unit_price)).toEqual([0.05, 0.01, 0.89]);
    expect(reply.body.data.total).toBe(22.8);
    expect(reply.body.data.balance).toBe(150);
  });

  it('leaves out the contacts whose address failed verification', async () => {
    const failed = db().contactLists.get(5)!.dpv_failed_count;
    expect(failed).toBeGreaterThan(0);
    const reply = await price({ selected_campaign_id: 2, contact_list_ids: [1, 5] });
    const contacts = 24 + 40 - failed;
    expect(reply.body.data).toMatchObject({ contacts, excluded: failed });
    expect(reply.body.data.steps).toEqual([
      expect.objectContaining({ quantity: contacts, unit_price: 0.8 }),
    ]);
    expect(Math.round(reply.body.data.total * 100)).toBe(contacts * 80);
  });

  it('takes the print tier the quantity falls in, and tells the next one', async () => {
    const tierOf = async (count: number) =>
      (await price({ selected_campaign_id: 2, contact_list_ids: [generatedList(count)] })).body
        .data;
    expect(await tierOf(249)).toMatchObject({
      tier: { min: 1, max: 249 },
      next_tier: { min: 250, unit_price: 0.71 },
      total: 199.2,
    });
    expect(await tierOf(250)).toMatchObject({
      tier: { min: 250, max: 499 },
      next_tier: { min: 500, unit_price: 0.65 },
      total: 177.5,
    });
    expect(await tierOf(999)).toMatchObject({
      tier: { min: 500, max: 999 },
      next_tier: { min: 1000, unit_price: 0.59 },
      total: 649.35,
    });
    const big = (await price({ selected_campaign_id: 2, contact_list_ids: [BIG_LIST_ID] })).body
      .data;
    expect(big).toMatchObject({
      contacts: BIG_LIST_SIZE,
      tier: { min: 1000, max: null },
      next_tier: null,
      total: 59_000,
    });
  });

  it('has no tier without a card step', async () => {
    const reply = await price({ selected_campaign_id: 5, contact_list_ids: [1] });
    expect(reply.body.data).toMatchObject({ tier: null, next_tier: null, total: 2.64 });
  });

  it('adds the amounts in cents: 33 contacts, two 5¢ texts and a 1¢ email each, make $3.63', async () => {
    const reply = await price({ selected_campaign_id: 5, contact_list_ids: [generatedList(33)] });
    // Design 5: a text, an email, a text.
    expect(reply.body.data.steps.map((step) => step.amount)).toEqual([1.65, 0.33, 1.65]);
    expect(reply.body.data.total).toBe(3.63);
  });

  it('counts the texts quiet hours hold back, per SMS step, by the contacts’ ZIPs', async () => {
    // 12:30 UTC: 08:30 in Boston (open), 08:30 in Hartford (CT opens at 9), 07:30 in Austin,
    // 05:30 in Seattle. Design 5 texts at launch and again 10 days later (same hour).
    setClock(new Date('2026-06-10T12:30:00.000Z'));
    const list = listAt(['02108', '02108', '06103', '78701', '98101', '98101', '98101']);
    const reply = await price({ selected_campaign_id: 5, contact_list_ids: [list] });
    expect(reply.body.data.contacts).toBe(7);
    expect(reply.body.data.quiet_hours).toEqual({
      shifted: 10,
      // Hartford at 9:00 EDT and Austin at 8:00 CDT, both 13:00 UTC.
      first_send: '2026-06-10T13:00:00.000Z',
    });
    // Two hours later every one of them may be texted.
    setClock(new Date('2026-06-10T16:00:00.000Z'));
    expect(
      (await price({ selected_campaign_id: 5, contact_list_ids: [list] })).body.data.quiet_hours,
    ).toEqual({
      shifted: 0,
      first_send: null,
    });
    // A design without texts holds nothing back.
    setClock(new Date('2026-06-10T04:00:00.000Z'));
    expect(
      (await price({ selected_campaign_id: 2, contact_list_ids: [list] })).body.data.quiet_hours,
    ).toEqual({
      shifted: 0,
      first_send: null,
    });
  });

  // How long it takes is the bench's to say (npm run bench), not a test's: the machines are shared.
  it('reads all 100,000 ZIPs of the big list', async () => {
    setClock(new Date('2026-06-10T12:30:00.000Z'));
    // At 12:30 UTC Austin, Denver and Seattle are before 8:00; Portland, Boston and Miami are open.
    let closed = 0;
    for (let index = 0; index < BIG_LIST_SIZE; index += 1) {
      const { zip } = generatedContact(
        { seed: BIG_LIST_ID, count: BIG_LIST_SIZE, places: null },
        index,
      );
      if (['78701', '80202', '98101'].includes(zip)) closed += 1;
    }
    const reply = await price({ selected_campaign_id: 5, contact_list_ids: [BIG_LIST_ID] });
    expect(reply.body.data.quiet_hours.shifted).toBe(2 * closed);
    expect(closed).toBeGreaterThan(40_000);
  });

  it('refuses an inactive or unknown design, others’ lists, importing lists and no list', async () => {
    const refusal = async (body: object) => {
      const reply = await price(body);
      return [reply.http, reply.body.message];
    };
    expect(await refusal({ selected_campaign_id: 4, contact_list_ids: [1] })).toEqual([
      404,
      'Campaign not found.',
    ]);
    expect(await refusal({ selected_campaign_id: 99, contact_list_ids: [1] })).toEqual([
      404,
      'Campaign not found.',
    ]);
    expect(await refusal({ selected_campaign_id: 1, contact_list_ids: [1, 3] })).toEqual([
      404,
      'That contact list was not found.',
    ]);
    const importing = generatedList(10, { name: 'Spring upload', status: 'processing' });
    expect(await refusal({ selected_campaign_id: 1, contact_list_ids: [1, importing] })).toEqual([
      400,
      'The list "Spring upload" is still importing. Try again when it is ready.',
    ]);
    expect(await refusal({ selected_campaign_id: 1, contact_list_ids: [] })).toEqual([
      422,
      'Choose at least one contact list.',
    ]);
  });
});

describe('orders/campaign/activate', () => {
  it('charges the balance to the cent, starts the order and records it', async () => {
    const reply = await launch();
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({
      status: true,
      data: { order_id: 'MC-000004', charged: 20.64, total_creditpoints: 1229.86 },
    });
    expect(balanceCents()).toBe(125_050 - 2064);
    const order = db().userCampaigns.get(reply.body.data.user_campaign_id)!;
    expect(order).toMatchObject({
      user_id: 2,
      selected_campaign_id: 1,
      campaign_name: 'Harbor Street again',
      contact_list_ids: [1],
      status: 'active',
      launched_at: NOW.toISOString(),
      cancellable_until: at(4 * HOUR).toISOString(),
      cancelled_at: null,
      template_content: [{ step: 1, content: STOP_TEXT }],
      contacts: 24,
      charged_cents: 2064,
      refunded_cents: 0,
    });
    expect(order.steps.map((step) => [step.type, step.quantity, step.amount_cents])).toEqual([
      ['sms', 24, 120],
      ['mail', 24, 24],
      ['card', 24, 1920],
    ]);
    expect(db().orders.get(4)).toMatchObject({
      user_id: 2,
      kind: 'campaign',
      user_campaign_id: order.id,
      amount_cents: 2064,
      quantity: 24,
    });
  });

  it('refunds the card share of addresses the print check fails, and records them', async () => {
    const list = db().contactLists.get(1)!;
    const model = db().contacts.filter((row) => row.contact_list_id === 1)[0]!;
    const { id: _id, ...fields } = model;
    let number = 1;
    while (!failsVerification({ street: `${number} Undeliverable Way`, zip: model.zip }))
      number += 1;
    const street = `${number} Undeliverable Way`;
    db().contacts.insert({ ...fields, street });
    const reply = await launch();
    expect(reply.http).toBe(200);
    const order = db().userCampaigns.get(reply.body.data.user_campaign_id)!;
    const card = order.steps.find((step) => step.type === 'card')!;
    // 25 contacts priced (none known to fail), one address undeliverable: 24 cards printed.
    expect(order.contacts).toBe(25);
    expect(card.quantity).toBe(24);
    const unit =
      order.charged_cents - order.steps.reduce((sum, step) => sum + step.amount_cents, 0);
    expect(order.refunded_cents).toBe(unit);
    expect(unit).toBe(80);
    expect(balanceCents()).toBe(125_050 - order.charged_cents + order.refunded_cents);
    expect(reply.body.data.total_creditpoints).toBe(balanceCents() / 100);
    expect(db().contactLists.get(list.id)!.dpv_failed_count).toBe(1);
    const refund = db()
      .orders.filter((row) => row.kind === 'refund')
      .at(0)!;
    expect(refund).toMatchObject({
      user_campaign_id: order.id,
      amount_cents: 80,
      quantity: 1,
      description: 'Refund for 1 undeliverable address in "Harbor Street again"',
    });
  });

  it('takes a balance of exactly the total down to zero', async () => {
    db().users.update(2, { total_creditpoints: 20.64 });
    const reply = await launch();
    expect(reply.body.data.total_creditpoints).toBe(0);
    expect(seededUser('market').total_creditpoints).toBe(0);
  });

  it('stops at the first broken rule, in order, and charges nothing until all hold', async () => {
    const refusal = async (body: object) => {
      const reply = await launch(body);
      return [reply.http, reply.body.message];
    };
    // 1. A valid card: Maya's expired Mastercard alone does not count.
    const cards = db().cards.filter((card) => card.user_id === 2);
    for (const card of cards) if (card.last4 !== '4444') db().cards.remove(card.id);
    const broken = {
      selected_campaign_id: 4,
      campaign_name: '  ',
      contact_list_ids: [3],
      template_content: [],
    };
    expect(await refusal(broken)).toEqual([
      400,
      'You must have a valid card on file before placing the order',
    ]);
    const { id: _id, ...visa } = cards.find((card) => card.last4 === '4242')!;
    db().cards.insert(visa);
    // 2. A name.
    expect(await refusal(broken)).toEqual([422, 'Give the campaign a name.']);
    // 3. An active design.
    const named = { ...broken, campaign_name: 'Blitz' };
    expect(await refusal(named)).toEqual([404, 'Campaign not found.']);
    // 4. The caller's lists.
    const designed = { ...named, selected_campaign_id: 1 };
    expect(await refusal(designed)).toEqual([404, 'That contact list was not found.']);
    expect(await refusal({ ...designed, contact_list_ids: [] })).toEqual([
      422,
      'Choose at least one contact list.',
    ]);
    // 5. What the steps send: a text without an opt-out (the catalogue's own says STOP, so the
    // user's adjusted words lack it here), then an email without a way out.
    const listed = {
      ...designed,
      contact_list_ids: [1],
      template_content: [{ step: 1, content: 'Just listed near you.' }],
    };
    expect(await refusal(listed)).toEqual([
      422,
      'Step 1: a text must tell people how to opt out, e.g. "Reply STOP to opt out".',
    ]);
    const template = db().templates.get(131)!;
    db().templates.update(131, {
      content: template.content.replace(/<a [^>]*>Unsubscribe<\/a>/, ''),
    });
    const adjusted = { ...listed, template_content: [{ step: 1, content: STOP_TEXT }] };
    expect(await refusal(adjusted)).toEqual([
      422,
      'Step 2: an email must carry an unsubscribe link.',
    ]);
    db().templates.update(131, { content: template.content });
    // 6. The balance.
    db().users.update(2, { total_creditpoints: 20.63 });
    expect(await refusal(adjusted)).toEqual([
      402,
      'Your balance is too low for this order. Please fund your account.',
    ]);
    expect(db().userCampaigns.all()).toHaveLength(2);
    expect(db().orders.all()).toHaveLength(3);
    expect(balanceCents()).toBe(2063);
    db().users.update(2, { total_creditpoints: 20.64 });
    expect((await launch(adjusted)).body.status).toBe(true);
  });

  it('checks the text the order sends: the template’s own, unless the user adjusted it', async () => {
    // Design 7: texts 18 and 19 as steps 1 and 4; here text 19 has lost its opt-out line.
    db().templates.update(19, {
      content: db().templates.get(19)!.content.replace(' Reply STOP to opt out.', ''),
    });
    const body = { ...BLITZ, selected_campaign_id: 7, template_content: [] };
    expect((await launch(body)).body.message).toBe(
      'Step 4: a text must tell people how to opt out, e.g. "Reply STOP to opt out".',
    );
    // Adjusting step 1 away from STOP breaks it; the step is named by its duration id.
    const reply = await launch({
      ...body,
      template_content: [
        { step: 1, content: 'See you at the open house!' },
        { step: 4, content: 'Last call. Text STOP to opt out.' },
      ],
    });
    expect(reply.body.message).toBe(
      'Step 1: a text must tell people how to opt out, e.g. "Reply STOP to opt out".',
    );
    const fixed = await launch({
      ...body,
      template_content: [{ step: 4, content: 'Last call. Reply stop to opt out.' }],
    });
    expect(fixed.body.status).toBe(true);
  });

  it('launches once for ten clicks with the same key, and refuses the key with other parameters', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        callWithKey<WireLaunch>(launchCampaignEndpoint, BLITZ, 'launch-intent-1'),
      ),
    );
    expect(new Set(replies.map((reply) => JSON.stringify(reply.body))).size).toBe(1);
    expect(replies[0]!.body.data).toMatchObject({ charged: 20.64, total_creditpoints: 1229.86 });
    expect(db().userCampaigns.all()).toHaveLength(3);
    expect(db().orders.filter((row) => row.kind === 'campaign')).toHaveLength(3);
    expect(balanceCents()).toBe(125_050 - 2064);

    const reused = await callWithKey(
      launchCampaignEndpoint,
      { ...BLITZ, campaign_name: 'Another name' },
      'launch-intent-1',
    );
    expect(reused.http).toBe(400);
    expect(reused.body.message).toBe(
      'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    );
    expect(db().userCampaigns.all()).toHaveLength(3);
    // A new intent (a new key) launches again.
    expect((await callWithKey(launchCampaignEndpoint, BLITZ, 'launch-intent-2')).body.status).toBe(
      true,
    );
    expect(balanceCents()).toBe(125_050 - 2 * 2064);
  });

  it('refuses lists without contacts to send to', async () => {
    const empty = generatedList(0);
    const reply = await launch({ ...BLITZ, contact_list_ids: [empty] });
    expect([reply.http, reply.body.message]).toEqual([
      422,
      'The chosen lists have no contacts to send to.',
    ]);
  });
});

describe('transactional/new-campaign', () => {
  it('answers for the caller’s own order only', async () => {
    const mine = await call(newCampaignEmailEndpoint, { user_campaign_id: 1 });
    expect(mine.body).toMatchObject({ status: true, data: { user_campaign_id: 1 } });
    const theirs = await call(newCampaignEmailEndpoint, { user_campaign_id: 1 }, 'tierzero');
    expect([theirs.http, theirs.body.status]).toEqual([404, false]);
  });
});

describe('campaignlist-bybasicuserid-new', () => {
  it('lists the seeded orders with their progress from the clock', async () => {
    const active = await orders('active');
    expect(active.http).toBe(200);
    expect(active.body.total_count).toBe(1);
    expect(active.body.data).toEqual([
      {
        id: 1,
        campaign_name: 'Past clients thank-you cards',
        selected_campaign_id: 3,
        status: 'active',
        launched_at: at(-2 * DAY).toISOString(),
        cancellable_until: at(-2 * DAY + 4 * HOUR).toISOString(),
        contact_lists: [{ id: 2, name: 'Past clients' }],
        contacts: 5,
        charged: 4.05,
        refunded: 0,
        progress: [
          {
            index: 1,
            type: 'card',
            send_at: at(-2 * DAY).toISOString(),
            sent: 5,
            scheduled: 0,
            stage: 'mailed',
          },
          {
            index: 2,
            type: 'mail',
            send_at: at(12 * DAY).toISOString(),
            sent: 0,
            scheduled: 5,
            stage: 'scheduled',
          },
        ],
      },
    ]);
    const cancelled = await orders('cancelled');
    expect(cancelled.body.total_count).toBe(1);
    expect(cancelled.body.data[0]).toMatchObject({
      id: 2,
      status: 'cancelled',
      contacts: 24,
      charged: 20.64,
      refunded: 19.2,
      contact_lists: [{ id: 1, name: 'Portland homeowners' }],
    });
    expect(stagesOf(cancelled.body.data[0]!)).toEqual(['sent', 'sent', 'stopped']);
  });

  it('moves each step through its stages as time passes, then completes the order', async () => {
    const { user_campaign_id: id } = (await launch()).body.data;
    const stagesAt = async (offset: number) => {
      setClock(at(offset));
      return stagesOf(await viewOf(id));
    };
    expect(await stagesAt(0)).toEqual(['sent', 'scheduled', 'scheduled']);
    expect(await stagesAt(2 * DAY - 1)).toEqual(['sent', 'scheduled', 'scheduled']);
    expect(await stagesAt(2 * DAY)).toEqual(['sent', 'sent', 'scheduled']);
    expect(await stagesAt(9 * DAY)).toEqual(['sent', 'sent', 'printing']);
    const printing = (await viewOf(id)).progress[2]!;
    expect(printing).toMatchObject({ send_at: at(9 * DAY).toISOString(), sent: 0, scheduled: 24 });
    expect(await stagesAt(10 * DAY - 1)).toEqual(['sent', 'sent', 'printing']);
    expect((await viewOf(id)).status).toBe('active');
    expect(await stagesAt(10 * DAY)).toEqual(['sent', 'sent', 'mailed']);
    const done = await viewOf(id);
    expect(done.status).toBe('completed');
    expect(done.progress[2]).toMatchObject({ sent: 24, scheduled: 0 });
    // Completed orders are listed with the active ones, and stored as completed once read.
    expect((await orders('active')).body.data.map((row) => [row.id, row.status])).toEqual([
      [id, 'completed'],
      [1, 'active'],
    ]);
    expect(db().userCampaigns.get(id)!.status).toBe('completed');
  });

  it('pages newest first', async () => {
    const first = (await launch()).body.data.user_campaign_id;
    setClock(at(HOUR));
    const second = (await launch({ ...BLITZ, campaign_name: 'Second' })).body.data.user_campaign_id;
    const page = async (offset: number) => (await orders('active', { limit: 2, offset })).body;
    expect((await page(0)).data.map((row) => row.id)).toEqual([second, first]);
    expect((await page(2)).data.map((row) => row.id)).toEqual([1]);
    expect((await page(2)).total_count).toBe(3);
  });

  it('shows another user none of Maya’s orders', async () => {
    const reply = await call<WireOrder[]>(
      userCampaignsEndpoint,
      { limit: 10, offset: 0, status: 'active' },
      'tierzero',
    );
    expect(reply.body).toMatchObject({ data: [], total_count: 0 });
  });
});

describe('basicusercampaign-delete', () => {
  it('inside the window, stops and refunds what has not gone out: the text sent at launch stays sent', async () => {
    const { user_campaign_id: id } = (await launch()).body.data;
    setClock(at(4 * HOUR));
    const reply = await cancel(id);
    expect(reply.http).toBe(200);
    const sms = db().userCampaigns.get(id)!.steps[0]!.amount_cents;
    expect(reply.body.data).toMatchObject({
      id,
      status: 'cancelled',
      charged: 20.64,
      refunded: (2064 - sms) / 100,
      refunded_now: (2064 - sms) / 100,
    });
    expect(stagesOf(reply.body.data)).toEqual(['sent', 'stopped', 'stopped']);
    expect(reply.body.data.progress[0]).toMatchObject({ sent: 24, stage: 'sent' });
    expect(balanceCents()).toBe(125_050 - sms);
    expect(db().orders.all()[0]).toMatchObject({
      kind: 'refund',
      user_campaign_id: id,
      amount_cents: 2064 - sms,
    });
  });

  it('holds a card whose send time has come until the window closes, so cancelling in it stops the card', async () => {
    const design = db().campaigns.get(BLITZ.selected_campaign_id)!;
    db().campaigns.update(design.id, {
      // Every step due at launch: the text and the email go at once, the card waits.
      steps: design.steps.map((step) => ({
        ...step,
        duration: { ...step.duration, type: 'hours' as const, value: 0 },
      })),
    });
    const { user_campaign_id: id } = (await launch()).body.data;
    setClock(at(HOUR));
    expect(stagesOf(await viewOf(id))).toEqual(['sent', 'sent', 'scheduled']);
    const reply = await cancel(id);
    expect(stagesOf(reply.body.data)).toEqual(['sent', 'sent', 'stopped']);
    // After the window the card goes to the printer.
    const { user_campaign_id: next } = (await launch()).body.data;
    setClock(at(HOUR + 4 * HOUR + 1));
    expect(stagesOf(await viewOf(next))).toEqual(['sent', 'sent', 'printing']);
  });

  it('never refunds more than was charged, whatever was refunded at launch', async () => {
    const { user_campaign_id: id } = (await launch()).body.data;
    const order = db().userCampaigns.get(id)!;
    db().userCampaigns.update(id, { refunded_cents: order.charged_cents - 10 });
    setClock(at(HOUR));
    const reply = await cancel(id);
    expect(reply.body.data.refunded_now).toBe(0.1);
    expect(reply.body.data.refunded).toBe(reply.body.data.charged);
  });

  it('cancels once for a burst with one key: the same answer, one refund row', async () => {
    const { user_campaign_id: id } = (await launch()).body.data;
    setClock(at(HOUR));
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        callWithKey<WireOrder>(cancelUserCampaignEndpoint, { camp_id: id }, 'cancel-1'),
      ),
    );
    expect(new Set(replies.map((reply) => JSON.stringify(reply.body))).size).toBe(1);
    expect(replies[0]!.http).toBe(200);
    expect(
      db().orders.filter((row) => row.kind === 'refund' && row.user_campaign_id === id),
    ).toHaveLength(1);
  });

  it('after the window, refunds and stops only the steps still to come', async () => {
    const { user_campaign_id: id } = (await launch()).body.data;
    setClock(at(2 * DAY + HOUR));
    const reply = await cancel(id);
    expect(reply.body.data).toMatchObject({ status: 'cancelled', refunded: 19.2 });
    expect(stagesOf(reply.body.data)).toEqual(['sent', 'sent', 'stopped']);
    expect(balanceCents()).toBe(125_050 - 2064 + 1920);
    // The sent steps stay sent as time goes on; the stopped card never prints.
    setClock(at(20 * DAY));
    expect(stagesOf(await viewOf(id))).toEqual(['sent', 'sent', 'stopped']);
    expect((await viewOf(id)).status).toBe('cancelled');
  });

  it('refunds the seeded order’s email, the step still to come', async () => {
    const reply = await cancel(1);
    expect(reply.body.data).toMatchObject({ refunded: 0.05, charged: 4.05 });
    expect(stagesOf(reply.body.data)).toEqual(['mailed', 'stopped']);
    expect(balanceCents()).toBe(125_055);
    // The list of a cancelled order may be deleted again.
    expect((await call(deleteContactListEndpoint, { contact_list_id: 2 })).body.status).toBe(true);
  });

  it('refuses a cancelled order, a finished one and someone else’s', async () => {
    expect([(await cancel(2)).http, (await cancel(2)).body.message]).toEqual([
      400,
      'This campaign is already cancelled.',
    ]);
    setClock(at(13 * DAY));
    const finished = await cancel(1);
    expect([finished.http, finished.body.status]).toEqual([400, false]);
    expect((await cancel(1, 'tierzero')).http).toBe(404);
    expect(balanceCents()).toBe(125_050);
    expect(db().orders.filter((row) => row.kind === 'refund')).toHaveLength(1);
  });
});

describe('alldelete-campaignlist-bybasicuserid', () => {
  it('removes the caller’s cancelled and completed orders, and keeps the running ones', async () => {
    const { user_campaign_id: id } = (await launch()).body.data;
    const first = await call<{ removed: number }>(clearFinishedEndpoint, {});
    expect(first.body.data).toEqual({ removed: 1 });
    expect(
      db()
        .userCampaigns.all()
        .map((row) => row.id)
        .sort(),
    ).toEqual([1, id]);
    // Thirteen days on, the seeded order has completed; the new one's card is mailed on day 10.
    setClock(at(13 * DAY));
    expect((await call<{ removed: number }>(clearFinishedEndpoint, {})).body.data).toEqual({
      removed: 2,
    });
    expect(db().userCampaigns.all()).toEqual([]);
  });
});

describe('add-contact-event', () => {
  const addPrice = (lists: number[], id = 1) =>
    call<WirePrice>(addContactsPriceEndpoint, { user_campaign_id: id, contact_list_ids: lists });

  it('prices only the steps still to come, for the added lists', async () => {
    const reply = await addPrice([1]);
    expect(reply.body.data).toMatchObject({
      contacts: 24,
      steps: [
        { index: 2, type: 'mail', product: 'Email', unit_price: 0.01, quantity: 24, amount: 0.24 },
      ],
      total: 0.24,
      tier: null,
      balance: 1250.5,
    });
  });

  it('charges that price once per key, adds the lists and records the order', async () => {
    const body = { user_campaign_id: 1, contact_list_ids: [1] };
    const [first, again] = [
      await callWithKey<WireLaunch>(addContactsEndpoint, body, 'add-1'),
      await callWithKey<WireLaunch>(addContactsEndpoint, body, 'add-1'),
    ];
    expect(again.body).toEqual(first.body);
    expect(first.body.data).toMatchObject({
      user_campaign_id: 1,
      order_id: 'MC-000004',
      charged: 0.24,
      total_creditpoints: 1250.26,
    });
    expect(balanceCents()).toBe(125_026);
    expect(db().userCampaigns.get(1)).toMatchObject({
      contact_list_ids: [2, 1],
      contacts: 29,
      charged_cents: 429,
    });
    expect(
      db()
        .userCampaigns.get(1)!
        .steps.map((step) => [step.quantity, step.amount_cents]),
    ).toEqual([
      [5, 400],
      [29, 29],
    ]);
    const view = await viewOf(1);
    expect(view.contact_lists).toEqual([
      { id: 2, name: 'Past clients' },
      { id: 1, name: 'Portland homeowners' },
    ]);
    // Cancelling after the window refunds the email to all 29.
    expect((await cancel(1)).body.data.refunded).toBe(0.29);
  });

  it('refuses lists already in the order, a cancelled order and a finished one', async () => {
    const refusal = async (body: object) => {
      const reply = await call(addContactsEndpoint, body);
      return [reply.http, reply.body.message];
    };
    expect(await refusal({ user_campaign_id: 1, contact_list_ids: [1, 2] })).toEqual([
      400,
      'The list "Past clients" is already in this campaign.',
    ]);
    expect(await refusal({ user_campaign_id: 2, contact_list_ids: [5] })).toEqual([
      400,
      'Lists can only be added to a running campaign.',
    ]);
    db().users.update(2, { total_creditpoints: 0.1 });
    expect(await refusal({ user_campaign_id: 1, contact_list_ids: [1] })).toEqual([
      402,
      'Your balance is too low for this order. Please fund your account.',
    ]);
    setClock(at(13 * DAY));
    expect((await addPrice([1])).http).toBe(400);
    expect(db().userCampaigns.get(1)!.contact_list_ids).toEqual([2]);
  });
});

describe('basicdash-zappiersendtemp-allhistory', () => {
  it('pages Maya’s Zapier sends newest first', async () => {
    const page = await call<
      { id: number; status: string; template_type: string; sent_at: string }[]
    >(zapHistoryEndpoint, { limit: 10, offset: 0 });
    expect(page.http).toBe(200);
    expect(page.body.total_count).toBe(25);
    expect(page.body.data.map((row) => row.id)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(page.body.data.slice(0, 2).map((row) => row.status)).toEqual(['queued', 'queued']);
    const last = await call<unknown[]>(zapHistoryEndpoint, { limit: 10, offset: 20 });
    expect(last.body.data).toHaveLength(5);
    const none = await call<unknown[]>(zapHistoryEndpoint, { limit: 10, offset: 0 }, 'tierzero');
    expect(none.body).toMatchObject({ data: [], total_count: 0 });
  });
});

describe('seeds and money rows', () => {
  it('seeds the print-brand tier 0 user with a card and a balance', () => {
    expect(seededUser('tierzero')).toMatchObject({
      id: 8,
      role_id: 2,
      organization_id: getConfig().printBrandOrgId,
      tier: 0,
      profilecomplete_status: 1,
      total_creditpoints: 150,
    });
    expect(db().cards.filter((card) => card.user_id === 8)).toHaveLength(1);
  });

  it('seeds the order rows of Maya’s orders: two launches and a refund', () => {
    expect(
      db()
        .orders.all()
        .map((row) => [row.id, row.kind, row.user_campaign_id, row.amount_cents]),
    ).toEqual([
      [3, 'campaign', 1, 405],
      [2, 'refund', 2, 1920],
      [1, 'campaign', 2, 2064],
    ]);
  });

  it('records a top-up as an order row', async () => {
    const charge = db().charges.insert({
      user_id: 2,
      card_id: 1,
      amount_cents: 5000,
      kind: 'fund',
      credited: false,
      created_at: NOW.toISOString(),
    });
    await callWithKey(topUpEndpoint, { charge_id: charge.id, amount: 50 }, 'top-up-1');
    expect(db().orders.all()[0]).toMatchObject({ kind: 'top-up', user_id: 2, amount_cents: 5000 });
    expect(balanceCents()).toBe(130_050);
  });
});
