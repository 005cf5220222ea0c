// @vitest-environment node
import { createCampaignEndpoint } from '../../../src/features/campaigns/api';
import {
  editTimerEndpoint,
  reserveCardIdEndpoint,
  saveSvgFileEndpoint,
  svgStatusEndpoint,
} from '../../../src/features/cardEditor/api';
import type {
  CardDocument,
  EllipseObject,
  ImageObject,
  RectObject,
} from '../../../src/features/cardEditor/model/document';
import { parseCardDocument } from '../../../src/features/cardEditor/model/parseDocument';
import { preflight } from '../../../src/features/cardEditor/model/preflight';
import { effectiveDpi } from '../../../src/features/cardEditor/model/preflightRules';
import { serializeSide } from '../../../src/features/cardEditor/model/svg';
import { bulkPriceEndpoint } from '../../../src/features/orders/bulk/api';
import {
  categoryFilterEndpoint,
  createTemplateEndpoint,
  deleteTemplateEndpoint,
  getTemplatesByIdsEndpoint,
  listTemplatesEndpoint,
  notifyTemplatesInsertedEndpoint,
  searchTemplatesEndpoint,
  templateCompleteStatusEndpoint,
  templateDetailsEndpoint,
  templateJsonContentEndpoint,
  templateNameExistsEndpoint,
  updateTemplateEndpoint,
} from '../../../src/features/templates/api';
import { db } from '../../../src/mocks/db';
import { seedCard } from '../../../src/mocks/templates/cardSeed';
import {
  ADDRESS_ZONE_CARD_ID,
  LOW_RES_CARD_ID,
  isIncompleteSeedCard,
  seedTemplates,
} from '../../../src/mocks/templates/seed';
import type { DemoUser } from '../../utils/session';
import { callMock } from '../../utils/mockServer';
import { fakeMeasure } from '../cardEditor/cardFixtures';

/**
 * The card Design Studio's calls on the mock server, and what they change in the template calls.
 * Seed: cards 201–236, the studio (user 4) owns 201–224, the admin the rest; every seventh card
 * (204, 211, 218, 225, 232) has an empty back.
 */

const IMAGE_LIMIT = 'Your template size can not be more than 10MB.';
const UNREADABLE_SVG = 'The SVG file could not be read.';
const UNSAFE_SVG = 'The SVG file contains scripts or external references.';
const UNREADABLE_CARD = 'The card design could not be read.';
const NOT_RESERVED = 'The card id is not reserved for you.';

const noQr = { qrPath: () => null };
/** A clean two-sided card (the seed's own layout). */
const cleanCard = (title = 'Studio card') => seedCard({ title, colour: '#1457c4' });
/** 14,000,000 base64 characters are 10,500,000 bytes: just over 10 MB (10,485,760). */
const HEAVY_DATA_URL = `data:image/png;base64,${'A'.repeat(14_000_000)}`;

function heavyDocument(): CardDocument {
  const { document } = cleanCard();
  const image: ImageObject = {
    id: 'obj-99',
    name: '',
    kind: 'image',
    x: 0,
    y: 0,
    width: 666,
    height: 450,
    rotation: 0,
    locked: false,
    hidden: false,
    src: HEAVY_DATA_URL,
    naturalWidth: 4000,
    naturalHeight: 3000,
    bytes: 10_500_000,
    mime: 'image/png',
  };
  return {
    ...document,
    sides: { ...document.sides, front: { objects: [...document.sides.front.objects, image] } },
  };
}

const reserve = async (as: DemoUser = 'studio', body: Record<string, unknown> = {}) =>
  callMock<{ id: number }>(reserveCardIdEndpoint, body, as);
const reservedId = async (as: DemoUser = 'studio', body: Record<string, unknown> = {}) =>
  (await reserve(as, body)).body.data.id;

const saveSvg = (body: Record<string, unknown>, as: DemoUser = 'studio') =>
  callMock<{ id: number }>(saveSvgFileEndpoint, body, as);
const setStatus = (body: Record<string, unknown>, as: DemoUser = 'studio') =>
  callMock<{ id: number; svg_status: number }>(svgStatusEndpoint, body, as);
const reportTime = (body: Record<string, unknown>, as: DemoUser = 'studio') =>
  callMock<{ id: number; total_seconds: number }>(editTimerEndpoint, body, as);
const completeStatus = async (id: number, as: DemoUser = 'studio') =>
  (
    await callMock<{ complete_status: 0 | 1 }>(
      templateCompleteStatusEndpoint,
      { template_id: id },
      as,
    )
  ).body.data.complete_status;

const cardIds = async (body: Record<string, unknown> = {}, as: DemoUser = 'studio') => {
  const reply = await callMock<{ id: number }[]>(
    listTemplatesEndpoint,
    { type: 'card', limit: 100, offset: 0, ...body },
    as,
  );
  return { ids: reply.body.data.map((row) => row.id), total: reply.body.total_count };
};

describe('the seeded cards', () => {
  const cards = seedTemplates().filter((row) => row.type === 'card');
  const documentOf = (content: string) => {
    const parsed = parseCardDocument(content);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.document;
  };
  const blocking = (document: CardDocument) =>
    preflight(document, { measureText: fakeMeasure })
      .filter((issue) => issue.severity === 'block')
      .map(({ rule, side, zones }) => (zones ? { rule, side, zones } : { rule, side }));

  it('are 36 6x9 card documents, their SVG files written from them', () => {
    expect(cards).toHaveLength(36);
    cards.forEach((card, index) => {
      const document = documentOf(card.content);
      expect(document.size).toBe('6x9');
      expect(card.front_svg).toBe(serializeSide(document, 'front', noQr));
      expect(card.back_svg).toBe(
        isIncompleteSeedCard(index) ? '' : serializeSide(document, 'back', noQr),
      );
      const ids = [...document.sides.front.objects, ...document.sides.back.objects].map(
        (object) => object.id,
      );
      expect(ids).toEqual(ids.map((_, at) => `obj-${at + 1}`));
    });
  });

  it('pass preflight, but for the empty backs and the two special cards', () => {
    cards.forEach((card, index) => {
      const issues = blocking(documentOf(card.content));
      if (card.id === LOW_RES_CARD_ID)
        expect(issues).toEqual([{ rule: 'lowResolution', side: 'front' }]);
      else if (card.id === ADDRESS_ZONE_CARD_ID)
        expect(issues).toEqual([{ rule: 'inMailingZone', side: 'back', zones: ['address'] }]);
      else if (isIncompleteSeedCard(index))
        expect(issues).toEqual([{ rule: 'emptySide', side: 'back' }]);
      else expect(issues, card.title).toEqual([]);
    });
    expect(cards.filter((card) => card.back_svg === '').map((card) => card.id)).toEqual([
      204, 211, 218, 225, 232,
    ]);
  });

  it('keep the look: the colour to the bleed, a lighter disc and the title; text on the back’s left', () => {
    const card = cards[1]!;
    const document = documentOf(card.content);
    expect(document.sides.front.objects.map((object) => object.kind)).toEqual([
      'rect',
      'ellipse',
      'text',
    ]);
    const background = document.sides.front.objects[0] as RectObject;
    expect(background).toMatchObject({ x: 0, y: 0, width: 666, height: 450 });
    const colour = background.fill;
    expect(document.sides.front.objects[1]).toMatchObject({ kind: 'ellipse' });
    const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    const disc = channels((document.sides.front.objects[1] as EllipseObject).fill);
    channels(colour).forEach((value, at) => expect(disc[at]).toBeGreaterThan(value));
    expect(document.sides.front.objects[2]).toMatchObject({
      text: card.title,
      fontFamily: 'Inter',
      fontWeight: 700,
      fill: '#ffffff',
    });
    // The back is the white stock: a background shape would reach into the mailing zones.
    expect(document.sides.back.objects).toEqual([
      expect.objectContaining({ kind: 'text', text: card.title, fill: colour }),
      expect.objectContaining({ kind: 'text', text: 'Call {{business_name}} today' }),
    ]);
    for (const object of document.sides.back.objects)
      expect(object.x + object.width).toBeLessThanOrEqual(333);
  });

  it('include the studio’s low-resolution photo card: a real 30 x 20 PNG placed 4 in wide', () => {
    const card = cards.find((row) => row.id === LOW_RES_CARD_ID)!;
    expect(card).toMatchObject({ user_id: 4, title: 'Low resolution photo' });
    const image = documentOf(card.content).sides.front.objects.find(
      (object): object is ImageObject => object.kind === 'image',
    )!;
    const bytes = Uint8Array.from(atob(image.src.split(',')[1]!), (char) => char.charCodeAt(0));
    const view = new DataView(bytes.buffer);
    expect(image.src.startsWith('data:image/png;base64,')).toBe(true);
    expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([
      image.naturalWidth,
      image.naturalHeight,
    ]);
    expect([image.naturalWidth, image.naturalHeight]).toEqual([30, 20]);
    expect(image.bytes).toBe(bytes.length);
    expect(image.mime).toBe('image/png');
    expect(image.width).toBe(288);
    expect(effectiveDpi(image)).toBeLessThan(10);
    expect(card.front_svg).toContain(image.src);
  });

  it('include the studio’s card with a text in the address zone', () => {
    const card = cards.find((row) => row.id === ADDRESS_ZONE_CARD_ID)!;
    expect(card).toMatchObject({ user_id: 4, title: 'Address zone text' });
    expect(card.back_svg).not.toBe('');
  });
});

describe('createcardtemplate-forprovidetempid', () => {
  it('reserves an id: a card of the caller’s, empty, its artwork a draft', async () => {
    const reply = await reserve('studio', { industry_id: 2 });
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe(true);
    expect(reply.body.data).toEqual({ id: 237 });
    expect(db().templates.get(237)).toMatchObject({
      user_id: 4,
      type: 'card',
      title: '',
      content: '',
      category: null,
      industry_id: 2,
      front_svg: '',
      back_svg: '',
      reserved: 1,
      svg_status: 0,
    });
    expect((await reserve('studio')).body.data.id).toBe(238);
    expect(db().templates.get(238)?.industry_id).toBeNull();
  });

  it.each([
    ['an unknown industry', { industry_id: 99 }],
    ['an industry that is not an id', { industry_id: 'abc' }],
  ])('refuses %s with a 422 field error', async (_case, body) => {
    const reply = await reserve('studio', body);
    expect(reply.http).toBe(422);
    expect(reply.body.errors).toEqual({ industry_id: ['The selected industry is invalid.'] });
    expect(db().templates.get(237)).toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    expect((await callMock(reserveCardIdEndpoint, {}, null)).http).toBe(401);
  });
});

describe('a reserved card id', () => {
  it('is in no list, search, count or gallery', async () => {
    const before = await cardIds();
    const mineBefore = await cardIds({ my_template: 1 });
    const id = await reservedId('studio', { industry_id: 1 });
    // Even with a title (as if filled some other way), it stays out of every list.
    db().templates.update(id, { title: 'Hidden card', category: 1 });

    expect(await cardIds()).toEqual(before);
    expect(await cardIds({ my_template: 1 })).toEqual(mineBefore);
    expect(await cardIds({ apiused_bydesktop_status: 1, limit: 12 }, 'market')).toEqual(
      await cardIds({ limit: 12 }, 'market'),
    );
    expect((await cardIds({ title: 'Hidden card' })).total).toBe(0);
    const search = await callMock<unknown[]>(searchTemplatesEndpoint, {
      type: 'card',
      title: 'Hidden',
      limit: 10,
      offset: 0,
    });
    expect(search.body.total_count).toBe(0);

    const byCategory = await callMock<{ id: number }[]>(categoryFilterEndpoint, {
      categories: '1',
      type: 'card',
      limit: 100,
      offset: 0,
    });
    expect(byCategory.body.data.map((row) => row.id)).not.toContain(id);
    expect(byCategory.body.total_count).toBe(3);

    const byIds = await callMock<{ card: { id: number }[] }>(
      getTemplatesByIdsEndpoint,
      { ids: [201, id] },
      'studio',
    );
    expect(byIds.body.data.card.map((row) => row.id)).toEqual([201]);

    const exists = await callMock<{ exists: boolean }>(
      templateNameExistsEndpoint,
      { template_name: 'Hidden card', template_type: 'card' },
      'studio',
    );
    expect(exists.body.data.exists).toBe(false);

    const notified = await callMock<{ count: number }>(notifyTemplatesInsertedEndpoint, {
      templateid_array: [201, id],
    });
    expect(notified.body.data.count).toBe(1);
  });

  it('cannot be sent: no campaign step or bulk send may use it', async () => {
    const id = await reservedId('studio');
    const campaign = await callMock(
      createCampaignEndpoint,
      {
        name: 'Reserved drip',
        description: 'Uses a reserved card',
        tags: 'test',
        category_id: '1',
        type: 'Online',
        step: 'Single',
        content: JSON.stringify([
          { type: 'card', template: id, duration: { id: 1, type: 'days', value: 0 } },
        ]),
        industry_id: 1,
        agent_type: 'listing',
      },
      'studio',
    );
    expect(campaign.http).toBe(422);
    expect(campaign.body.errors?.content).toEqual([
      `Step 1: the card template ${id} is not one you can use.`,
    ]);
    const price = await callMock(
      bulkPriceEndpoint,
      { template_id: id, contact_list_ids: [1] },
      'market',
    );
    expect(price.http).toBe(404);
  });

  it('is read by id by its owner (and a super admin) only', async () => {
    const id = await reservedId('studio');
    const read = (as: DemoUser) => callMock(templateJsonContentEndpoint, { template_id: id }, as);
    expect((await read('studio')).http).toBe(200);
    expect((await read('admin')).http).toBe(200);
    expect((await read('market')).http).toBe(404);
    const details = await callMock(templateDetailsEndpoint, { template_id: id }, 'market');
    expect(details).toMatchObject({ http: 404, body: { message: 'Template not found.' } });
    expect(await completeStatus(id)).toBe(0);
  });

  it('may be dropped by its owner, but not updated as a template', async () => {
    const id = await reservedId('studio');
    const update = await callMock(
      updateTemplateEndpoint,
      { template_id: id, title: 'Too early', content: cleanCard().content },
      'studio',
    );
    expect(update.http).toBe(404);
    const dropped = await callMock(deleteTemplateEndpoint, { template_id: id }, 'studio');
    expect(dropped.http).toBe(200);
    expect(db().templates.get(id)).toBeUndefined();
  });
});

describe('create_template for a card', () => {
  it('fills a reserved card: listed from now on, its artwork kept', async () => {
    const card = cleanCard('Open house postcard');
    const id = await reservedId('studio', { industry_id: 2 });
    expect((await saveSvg({ template_id: id, side: 'front', svg: card.front_svg })).http).toBe(200);
    expect((await saveSvg({ template_id: id, side: 'back', svg: card.back_svg })).http).toBe(200);
    expect((await setStatus({ template_id: id, svg_status: 1 })).http).toBe(200);
    db().templates.update(id, { updated_at: '2020-01-01T00:00:00.000Z' });

    const reply = await callMock<{ id: number; complete_status: 0 | 1; industry_id: number }>(
      createTemplateEndpoint,
      {
        type: 'card',
        template_id: id,
        title: 'Open house postcard',
        subject: 'ignored for cards',
        category: 3,
        content: card.content,
      },
      'studio',
    );
    expect(reply.http).toBe(200);
    expect(reply.body.message).toBe('Template created successfully.');
    expect(reply.body.data).toMatchObject({ id, complete_status: 1, industry_id: 2 });
    const row = db().templates.get(id)!;
    expect(row).not.toHaveProperty('reserved');
    expect(row).toMatchObject({
      title: 'Open house postcard',
      subject: '',
      category: 3,
      industry_id: 2,
      content: card.content,
      front_svg: card.front_svg,
      back_svg: card.back_svg,
      svg_status: 1,
    });
    expect(row.updated_at).not.toBe('2020-01-01T00:00:00.000Z');
    expect((await cardIds()).ids[0]).toBe(id);
    expect((await cardIds()).total).toBe(37);
  });

  it.each([
    ['another user’s reserved id', () => reservedId('admin')],
    ['a card that is not reserved', () => 201],
    ['an unknown id', () => 999],
    ['an id that is not a number', () => 'abc'],
  ])('refuses %s with a 422 field error', async (_case, idOf: () => unknown) => {
    const templateId = await idOf();
    const reply = await callMock(
      createTemplateEndpoint,
      { type: 'card', template_id: templateId, title: 'Mine', content: cleanCard().content },
      'studio',
    );
    expect(reply.http).toBe(422);
    expect(reply.body.errors).toEqual({ template_id: [NOT_RESERVED] });
  });

  it('inserts a card without a reserved id as before', async () => {
    const card = cleanCard();
    const reply = await callMock<{ id: number; complete_status: 0 | 1 }>(
      createTemplateEndpoint,
      { type: 'card', title: 'Fresh card', content: card.content },
      'studio',
    );
    expect(reply.http).toBe(200);
    expect(reply.body.data).toMatchObject({ id: 237, complete_status: 0 });
    expect(db().templates.get(237)).toMatchObject({ front_svg: '', back_svg: '', user_id: 4 });
  });

  it.each([
    ['no content', ''],
    ['content that is not JSON', '{"version": 1'],
    ['JSON that is not a card document', JSON.stringify({ version: 1, size: '6x4', title: 'Old' })],
  ])('refuses %s with a 422 field error', async (_case, content) => {
    const id = await reservedId('studio');
    const reply = await callMock(
      createTemplateEndpoint,
      { type: 'card', template_id: id, title: 'Unreadable', content },
      'studio',
    );
    expect(reply.http).toBe(422);
    expect(reply.body.errors).toEqual({ content: [UNREADABLE_CARD] });
    expect(db().templates.get(id)?.reserved).toBe(1);
    const plain = await callMock(createTemplateEndpoint, {
      type: 'card',
      title: 'Unreadable',
      content,
    });
    expect(plain.body.errors).toEqual({ content: [UNREADABLE_CARD] });
  });

  it('refuses a design whose images weigh over 10 MB', async () => {
    const id = await reservedId('studio');
    const reply = await callMock(
      createTemplateEndpoint,
      {
        type: 'card',
        template_id: id,
        title: 'Heavy card',
        content: JSON.stringify(heavyDocument()),
      },
      'studio',
    );
    expect(reply.http).toBe(422);
    expect(reply.body.status).toBe(false);
    expect(reply.body.message).toBe(IMAGE_LIMIT);
    expect(db().templates.get(id)?.reserved).toBe(1);
  });
});

describe('update_template for a card', () => {
  it('checks the design and keeps the artwork', async () => {
    const before = db().templates.get(202)!;
    const card = cleanCard('Just Sold Bold 1');
    const updated = await callMock(
      updateTemplateEndpoint,
      { template_id: 202, title: 'Just Sold Bold 1', content: card.content },
      'studio',
    );
    expect(updated.http).toBe(200);
    expect(db().templates.get(202)).toMatchObject({
      content: card.content,
      front_svg: before.front_svg,
      back_svg: before.back_svg,
    });

    const unreadable = await callMock(
      updateTemplateEndpoint,
      { template_id: 202, title: 'Broken', content: 'not a design' },
      'studio',
    );
    expect(unreadable.http).toBe(422);
    expect(unreadable.body.errors).toEqual({ content: [UNREADABLE_CARD] });

    const heavy = await callMock(
      updateTemplateEndpoint,
      { template_id: 202, title: 'Heavy', content: JSON.stringify(heavyDocument()) },
      'studio',
    );
    expect(heavy.http).toBe(422);
    expect(heavy.body.message).toBe(IMAGE_LIMIT);
    expect(db().templates.get(202)?.content).toBe(card.content);
  });
});

describe('save-template-svgfile/', () => {
  it('stores a side’s SVG for the owner and the super admin, and answers its id', async () => {
    const card = cleanCard('Replaced art');
    const front = await saveSvg({ template_id: 202, side: 'front', svg: card.front_svg });
    expect(front.http).toBe(200);
    expect(front.body).toMatchObject({ status: true, data: { id: 202 } });
    expect(db().templates.get(202)?.front_svg).toBe(card.front_svg);

    const lowRes = db().templates.get(LOW_RES_CARD_ID)!.front_svg;
    const back = await saveSvg({ template_id: 202, side: 'back', svg: `\n  ${lowRes}` }, 'admin');
    expect(back.http).toBe(200);
    expect(db().templates.get(202)?.back_svg).toBe(`\n  ${lowRes}`);
  });

  it('refuses someone else’s card (403), an unknown one (404), and a template that is no card', async () => {
    const svg = cleanCard().front_svg;
    const others = await saveSvg({ template_id: 202, side: 'front', svg }, 'market');
    expect(others).toMatchObject({
      http: 403,
      body: { message: 'You can only edit your own templates.' },
    });
    expect((await saveSvg({ template_id: 999, side: 'front', svg })).http).toBe(404);
    const othersReserved = await reservedId('admin');
    expect((await saveSvg({ template_id: othersReserved, side: 'front', svg })).http).toBe(404);
    const sms = await saveSvg({ template_id: 3, side: 'front', svg });
    expect(sms).toMatchObject({
      http: 422,
      body: { message: 'This call is for card templates only.' },
    });
  });

  it('refuses a side other than front or back', async () => {
    const reply = await saveSvg({ template_id: 202, side: 'inside', svg: cleanCard().front_svg });
    expect(reply.http).toBe(422);
    expect(reply.body.errors).toEqual({ side: ['The side must be front or back.'] });
  });

  it.each([
    ['no svg', undefined],
    ['a number', 42],
    ['an empty string', ''],
    ['an html page', '<html><body>Hi</body></html>'],
    ['an xml prologue', '<?xml version="1.0"?><svg></svg>'],
    ['text before the svg', 'art: <svg></svg>'],
  ])('refuses %s as unreadable', async (_case, svg) => {
    const reply = await saveSvg({ template_id: 202, side: 'front', svg });
    expect(reply.http).toBe(422);
    expect(reply.body.message).toBe(UNREADABLE_SVG);
    expect(reply.body.errors).toEqual({ svg: [UNREADABLE_SVG] });
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['a script in capitals', '<svg><SCRIPT src="x.js"/></svg>'],
    ['an event handler', '<svg onload="alert(1)"></svg>'],
    ['an event handler after a line break', '<svg>\n<rect\nonclick = "x()"/></svg>'],
    ['an event handler after a slash', '<svg/onload=alert(1)></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><text>Hi</text></a></svg>'],
    ['an external image', '<svg><image href="https://evil.example/x.png"/></svg>'],
    ['an external xlink', '<svg><use xlink:href="http://evil.example/s.svg#a"/></svg>'],
    ['a protocol-relative link', '<svg><image href="//evil.example/x.png"/></svg>'],
    ['an external style', '<svg><rect style="fill:url(https://evil.example/p)"/></svg>'],
    ['foreign content', '<svg><foreignObject><div>Hi</div></foreignObject></svg>'],
  ])('refuses %s', async (_case, svg) => {
    const reply = await saveSvg({ template_id: 202, side: 'front', svg });
    expect(reply.http).toBe(422);
    expect(reply.body.message).toBe(UNSAFE_SVG);
    expect(db().templates.get(202)?.front_svg).not.toBe(svg);
  });

  it('stores text that only mentions such things, and an image whose base64 holds "/on…="', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><text>Call on = us, see http://example.com</text>' +
      '<image href="data:image/png;base64,AAAA/onload="/></svg>';
    expect((await saveSvg({ template_id: 202, side: 'front', svg })).http).toBe(200);
  });

  it('refuses images over 10 MB with the spec’s message', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><image href="${HEAVY_DATA_URL}"/></svg>`;
    const reply = await saveSvg({ template_id: 202, side: 'back', svg });
    expect(reply.http).toBe(422);
    expect(reply.body.message).toBe(IMAGE_LIMIT);
    expect(db().templates.get(202)?.back_svg).not.toBe(svg);
  });
});

describe('templateedit-updatefrontbacksvgstatus', () => {
  it('sets whether the artwork is final, which the complete status follows', async () => {
    expect(await completeStatus(202)).toBe(1);
    const draft = await setStatus({ template_id: 202, svg_status: 0 });
    expect(draft.http).toBe(200);
    expect(draft.body.data).toEqual({ id: 202, svg_status: 0 });
    expect(db().templates.get(202)?.svg_status).toBe(0);
    expect(await completeStatus(202)).toBe(0);

    expect((await setStatus({ template_id: 202, svg_status: '1' }, 'admin')).body.data).toEqual({
      id: 202,
      svg_status: 1,
    });
    expect(await completeStatus(202)).toBe(1);
    // Final artwork does not complete a card without a back.
    await setStatus({ template_id: 204, svg_status: 1 });
    expect(await completeStatus(204)).toBe(0);
  });

  it.each([2, -1, 'yes', null])('refuses the status %s with a 422 field error', async (status) => {
    const reply = await setStatus({ template_id: 202, svg_status: status });
    expect(reply.http).toBe(422);
    expect(reply.body.errors).toEqual({ svg_status: ['The svg status must be 0 or 1.'] });
  });

  it('refuses someone else’s card (403) and a template that is no card (422)', async () => {
    expect((await setStatus({ template_id: 202, svg_status: 0 }, 'market')).http).toBe(403);
    const mail = await setStatus({ template_id: 103, svg_status: 0 });
    expect(mail).toMatchObject({
      http: 422,
      body: { message: 'This call is for card templates only.' },
    });
    expect(db().templates.get(202)?.svg_status).toBeUndefined();
  });
});

describe('savecrontimerinfo-foredittemplate', () => {
  const startedAt = '2026-11-02T09:30:00.000Z';

  it('adds the editing time to the template’s total', async () => {
    const first = await reportTime({ template_id: 202, started_at: startedAt, seconds: 30 });
    expect(first.http).toBe(200);
    expect(first.body.data).toEqual({ id: 202, total_seconds: 30 });
    const second = await reportTime(
      { template_id: 202, started_at: '2026-11-02T10:00:00+01:00', seconds: 12.5 },
      'admin',
    );
    expect(second.body.data).toEqual({ id: 202, total_seconds: 42.5 });
    const day = await reportTime({ template_id: 202, started_at: startedAt, seconds: 86_400 });
    expect(day.body.data.total_seconds).toBe(86_442.5);
    expect(db().templates.get(202)?.edit_seconds).toBe(86_442.5);
  });

  it.each([
    ['started_at', { started_at: 'yesterday', seconds: 5 }],
    ['started_at', { started_at: '2026-13-45T99:00:00Z', seconds: 5 }],
    ['started_at', { seconds: 5 }],
    ['seconds', { started_at: startedAt, seconds: -1 }],
    ['seconds', { started_at: startedAt, seconds: 86_401 }],
    ['seconds', { started_at: startedAt, seconds: '30' }],
    ['seconds', { started_at: startedAt, seconds: null }],
    ['seconds', { started_at: startedAt }],
  ])('refuses a bad %s with a 422 field error (%j)', async (field, body) => {
    const reply = await reportTime({ template_id: 202, ...body });
    expect(reply.http).toBe(422);
    expect(Object.keys(reply.body.errors ?? {})).toEqual([field]);
    expect(db().templates.get(202)?.edit_seconds).toBeUndefined();
  });

  it('refuses someone else’s template (403) and an unknown one (404)', async () => {
    const body = { started_at: startedAt, seconds: 5 };
    expect((await reportTime({ template_id: 202, ...body }, 'market')).http).toBe(403);
    expect((await reportTime({ template_id: 999, ...body })).http).toBe(404);
  });
});
