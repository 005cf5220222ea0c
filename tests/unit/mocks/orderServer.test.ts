import { proofEndpoint, singleSendEndpoint } from '../../../src/features/templates/api';
import { SAMPLE_MERGE_VALUES } from '../../../src/lib/mergeTags';
import { db } from '../../../src/mocks/db';
import { callMock } from '../../utils/mockServer';

/**
 * The mock server's order calls behave like a server. Seed: contact lists 1 and 2 (contacts 1–5
 * and 11–15) belong to the market user, list 3 (contacts 21–23) to the studio user. The seed's
 * campaign orders (their launches and refund) hold the first order ids; no single sends.
 */

const textOf = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
const sample = (token: string) => SAMPLE_MERGE_VALUES[token] ?? '';
const sends = () => db().orders.filter((row) => row.kind === 'single-send');
/** The id the n-th single send gets: after the seeded order rows. */
const nthId = (n: number) => db().orders.filter((row) => row.kind !== 'single-send').length + n;
const orderNumber = (id: number) => `SS-${String(id).padStart(6, '0')}`;

describe('orders/single-send/create', () => {
  it('is served on the orders API base', () => {
    expect(singleSendEndpoint.base).toBe('orders');
  });

  it('sends a template to one of the caller’s contact lists and records the order', async () => {
    const reply = await callMock<{ order_id: string }>(
      singleSendEndpoint,
      { template_id: 2, contact_list_id: 1 },
      'market',
    );
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({
      status: true,
      message: 'Sent.',
      data: { order_id: orderNumber(nthId(1)) },
    });
    expect(sends()).toEqual([
      expect.objectContaining({
        id: nthId(1),
        user_id: 2,
        kind: 'single-send',
        template_id: 2,
        contact_list_id: 1,
        contact_id: null,
      }),
    ]);
  });

  it('sends a template to one contact of the caller’s lists', async () => {
    await callMock(singleSendEndpoint, { template_id: 102, contact_list_id: 2 }, 'market');
    const reply = await callMock<{ order_id: string }>(
      singleSendEndpoint,
      { template_id: 103, contact_id: 12 },
      'market',
    );
    expect(reply.body).toMatchObject({ status: true, data: { order_id: orderNumber(nthId(2)) } });
    expect(db().orders.get(nthId(2))).toMatchObject({
      user_id: 2,
      template_id: 103,
      contact_id: 12,
      contact_list_id: null,
    });
    expect(sends()).toHaveLength(2);
  });

  it.each([
    ['both a contact and a list', { contact_id: 1, contact_list_id: 1 }],
    ['neither a contact nor a list', {}],
  ])('refuses %s with 422', async (_case, target) => {
    const reply = await callMock(singleSendEndpoint, { template_id: 2, ...target }, 'market');
    expect(reply.http).toBe(422);
    expect(reply.body).toMatchObject({
      status: false,
      message: 'Choose one contact or one contact list to send to.',
    });
    expect(sends()).toEqual([]);
  });

  it.each([
    [
      'someone else’s list',
      { template_id: 2, contact_list_id: 3 },
      'That contact list was not found.',
    ],
    [
      'an unknown list',
      { template_id: 2, contact_list_id: 99 },
      'That contact list was not found.',
    ],
    ['someone else’s contact', { template_id: 2, contact_id: 201 }, 'That contact was not found.'],
    ['an unknown contact', { template_id: 2, contact_id: 999 }, 'That contact was not found.'],
    ['an unknown template', { template_id: 9999, contact_list_id: 1 }, 'Template not found.'],
  ])('answers 404 to %s', async (_case, body, message) => {
    const reply = await callMock(singleSendEndpoint, body, 'market');
    expect(reply.http).toBe(404);
    expect(reply.body).toMatchObject({ status: false, message, data: null });
    expect(sends()).toEqual([]);
  });

  it('lets the studio user send to its own list', async () => {
    const studio = await callMock(
      singleSendEndpoint,
      { template_id: 5, contact_list_id: 3 },
      'studio',
    );
    expect(studio.body.status).toBe(true);
    expect(sends()).toEqual([expect.objectContaining({ user_id: 4, contact_list_id: 3 })]);
  });

  it('answers 401 without a token', async () => {
    const reply = await callMock(singleSendEndpoint, { template_id: 2, contact_list_id: 1 }, null);
    expect(reply.http).toBe(401);
    expect(sends()).toEqual([]);
  });
});

describe('proof/pre-order/create', () => {
  it('SMS-1: answers the text with the merge tags filled with the sample values', async () => {
    const reply = await callMock<{ proof: string; mime_type: string }>(
      proofEndpoint,
      {
        sku: 'SMS-1',
        content:
          'Hi {{first_name}} — {{business_name}} at {{ property_city_state_zip }}. {{unknown_tag}}',
      },
      'market',
    );
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe(true);
    expect(reply.body.data.mime_type).toBe('text/plain');
    expect(textOf(reply.body.data.proof)).toBe(
      `Hi ${sample('{{first_name}}')} — ${sample('{{business_name}}')} at ` +
        `${sample('{{property_city_state_zip}}')}. {{unknown_tag}}`,
    );
    expect(textOf(reply.body.data.proof)).toBe(
      'Hi Jordan — Lee Roofing LLC at South Portland, ME 04106. {{unknown_tag}}',
    );
  });

  it('EMAIL-1: answers an HTML document whose <title> is the filled subject', async () => {
    const reply = await callMock<{ proof: string; mime_type: string }>(
      proofEndpoint,
      {
        sku: 'EMAIL-1',
        subject: 'News for {{first_name}} <& {{property_street}}>',
        content: '<p>Hi {{full_name}}, about {{street}}.</p>',
      },
      'market',
    );
    expect(reply.body.status).toBe(true);
    expect(reply.body.data.mime_type).toBe('text/html');
    const html = textOf(reply.body.data.proof);
    expect(html).toMatch(/^<!doctype html>/i);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.title).toBe(
      `News for ${sample('{{first_name}}')} <& ${sample('{{property_street}}')}>`,
    );
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.body.innerHTML).toBe(
      `<p>Hi ${sample('{{full_name}}')}, about ${sample('{{street}}')}.</p>`,
    );
  });

  it.each([
    ['an unknown SKU', { sku: 'CARD-1', content: 'Hi' }, 'sku', 'The selected sku is invalid.'],
    ['no SKU', { content: 'Hi' }, 'sku', 'The selected sku is invalid.'],
    [
      'empty content',
      { sku: 'SMS-1', content: '   ' },
      'content',
      'The content field is required.',
    ],
    ['no content', { sku: 'EMAIL-1', subject: 'Hi' }, 'content', 'The content field is required.'],
  ])('refuses %s with a 422 field error', async (_case, body, field, message) => {
    const reply = await callMock(proofEndpoint, body, 'market');
    expect(reply.http).toBe(422);
    expect(reply.body.status).toBe(false);
    expect(reply.body.errors?.[field]).toEqual([message]);
  });

  it('answers 401 without a token', async () => {
    const reply = await callMock(proofEndpoint, { sku: 'SMS-1', content: 'Hi' }, null);
    expect(reply.http).toBe(401);
  });
});
