// @vitest-environment node
import { createCategoryEndpoint } from '../../../src/features/catalog/api';
import {
  categoryFilterEndpoint,
  convertPdfEndpoint,
  createTemplateEndpoint,
  deleteTemplateEndpoint,
  duplicateTemplateEndpoint,
  favouriteTemplateEndpoint,
  getTemplatesByIdsEndpoint,
  listTemplatesEndpoint,
  mergeTagsEndpoint,
  notifyTemplatesInsertedEndpoint,
  quickUpdateTemplateEndpoint,
  searchTemplatesEndpoint,
  shareTemplateEndpoint,
  smsOrEmailEditInfoEndpoint,
  templateCompleteStatusEndpoint,
  templateDetailsEndpoint,
  templateJsonContentEndpoint,
  templateNameExistsEndpoint,
  updateTemplateEndpoint,
} from '../../../src/features/templates/api';
import type { CardDocument } from '../../../src/features/cardEditor/model/document';
import { MERGE_TAG_TOKENS } from '../../../src/lib/mergeTags';
import { db } from '../../../src/mocks/db';
import type { DemoUser } from '../../utils/session';
import { callMock } from '../../utils/mockServer';

/**
 * The mock server's template calls behave like a server. Seed: 36 templates per type (sms 1–36,
 * mail 101–136, card 201–236); index < 24 of each type belongs to the studio user (4), the rest
 * to the admin; sms 1, mail 101 and card 201 are in campaigns, mail 102 is used by Zapier; the
 * studio and the market user favour every fifth template; every other one has a property photo.
 */

/** A template as the server sends it (before the app's schemas normalise it). */
interface WireTemplate {
  id: number;
  type: 'sms' | 'mail' | 'card';
  title: string;
  subject: string;
  content: string;
  category: number | null;
  category_name: string;
  industry_id: number | null;
  industry_name: string;
  favourite_status: 0 | 1;
  my_template: 0 | 1;
  complete_status: 0 | 1;
  front_svg: string;
  back_svg: string;
  owner_name: string;
  updated_at: string;
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const descending = (from: number, to: number) => range(from, to).reverse();
const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

const list = (body: Record<string, unknown>, as: DemoUser = 'admin') =>
  callMock<WireTemplate[]>(listTemplatesEndpoint, { limit: 10, offset: 0, ...body }, as);
const listIds = async (body: Record<string, unknown>, as: DemoUser = 'admin') =>
  idsOf((await list({ limit: 100, ...body }, as)).body.data);
const templateCount = () => db().templates.all().length;

describe.each([
  ['search-template', searchTemplatesEndpoint],
  ['list_template', listTemplatesEndpoint],
])('%s', (_name, endpoint) => {
  const query = (body: Record<string, unknown>, as: DemoUser = 'admin') =>
    callMock<WireTemplate[]>(endpoint, { limit: 10, offset: 0, ...body }, as);

  it('answers one type, newest first, a page at a time with the total count', async () => {
    const first = await query({ type: 'sms' });
    expect(first.http).toBe(200);
    expect(first.body.status).toBe(true);
    expect(first.body.total_count).toBe(36);
    expect(idsOf(first.body.data)).toEqual(descending(27, 36));

    const second = await query({ type: 'sms', limit: 5, offset: 5 });
    expect(idsOf(second.body.data)).toEqual(descending(27, 31));
    expect(second.body.total_count).toBe(36);

    const cards = await query({ type: 'card', limit: 12, offset: 24 });
    expect(idsOf(cards.body.data)).toEqual(descending(201, 212));
    expect(cards.body.data.every((row) => row.type === 'card')).toBe(true);
  });

  it.each([
    ['missing', {}],
    ['unknown', { type: 'fax' }],
  ])('refuses a %s type with a 422 field error', async (_case, body) => {
    const reply = await query(body);
    expect(reply.http).toBe(422);
    expect(reply.body.status).toBe(false);
    expect(reply.body.errors?.type).toEqual(['The selected type is invalid.']);
  });

  it('filters by title (contains, any case), category and industry', async () => {
    const title = await query({ type: 'sms', title: 'just LISTED' });
    expect(idsOf(title.body.data)).toEqual([31, 16, 1]);
    expect(title.body.total_count).toBe(3);
    expect(title.body.data[2]).toMatchObject({
      title: 'Just Listed Classic 1',
      category_name: 'Just Listed',
      industry_name: 'Real Estate',
    });

    const category = await query({ type: 'mail', category: 2 });
    expect(idsOf(category.body.data)).toEqual([132, 117, 102]);

    const industry = await query({ type: 'sms', industry_id: 1, limit: 100 });
    const expected = db()
      .templates.filter((row) => row.type === 'sms' && row.industry_id === 1)
      .map((row) => row.id)
      .sort((a, b) => b - a);
    expect(expected).toHaveLength(14);
    expect(idsOf(industry.body.data)).toEqual(expected);
    expect(industry.body.total_count).toBe(14);

    const combined = await query({ type: 'sms', industry_id: 1, category: 1, title: 'classic' });
    expect(idsOf(combined.body.data)).toEqual([31, 1]);

    const none = await query({ type: 'sms', title: 'nothing like this' });
    expect(none.body).toMatchObject({ status: true, data: [], total_count: 0 });
  });

  it('answers the studio user’s own templates with my_template', async () => {
    const mine = await query({ type: 'mail', my_template: 1 }, 'studio');
    expect(mine.body.total_count).toBe(24);
    expect(idsOf(mine.body.data)).toEqual(descending(115, 124));
    expect(mine.body.data.every((row) => row.my_template === 1)).toBe(true);
    expect(mine.body.data[0]?.owner_name).toBe('Stella Studio');

    const marketMine = await query({ type: 'mail', my_template: 1 }, 'market');
    expect(marketMine.body).toMatchObject({ data: [], total_count: 0 });
  });

  it('answers 401 without a token', async () => {
    const reply = await callMock(endpoint, { type: 'sms', limit: 10, offset: 0 }, null);
    expect(reply.http).toBe(401);
  });
});

describe('the gallery query (list_template, cards)', () => {
  const gallery = { type: 'card', limit: 12, offset: 0, apiused_bydesktop_status: 1 };

  it('answers only cards with a property photo for propertyphoto_status 1', async () => {
    const reply = await list({ ...gallery, limit: 100, propertyphoto_status: 1 }, 'market');
    // 18 cards have a photo; 211 and 225 of them are drafts without a back, not offered to a buyer.
    expect(reply.body.total_count).toBe(16);
    expect(reply.body.data).toHaveLength(16);
    for (const id of idsOf(reply.body.data))
      expect(db().templates.get(id)?.propertyphoto_status).toBe(1);
  });

  it('answers the market user’s favourites for favourite_filter 1', async () => {
    const reply = await list({ ...gallery, favourite_filter: 1 }, 'market');
    // 211 is a favourite too, but a draft without its back: a buyer is not offered it.
    expect(idsOf(reply.body.data)).toEqual([236, 231, 226, 221, 216, 206, 201]);
    expect(reply.body.data.every((row) => row.favourite_status === 1)).toBe(true);

    const both = await list({ ...gallery, favourite_filter: 1, propertyphoto_status: 1 }, 'market');
    expect(idsOf(both.body.data)).toEqual([231, 221, 201]);
    expect(both.body.total_count).toBe(3);

    const newcomer = await list({ ...gallery, favourite_filter: 1 }, 'newcomer');
    expect(newcomer.body.total_count).toBe(0);
  });
});

describe('the gallery a buyer sees', () => {
  const gallery = { type: 'card', limit: 12, offset: 0, apiused_bydesktop_status: 1 };
  it('offers a Marketplace user only cards that can be ordered; a designer still sees their drafts', async () => {
    const buyer = await list({ ...gallery, limit: 100 }, 'market');
    expect(buyer.body.data.every((row) => row.complete_status === 1)).toBe(true);
    expect(idsOf(buyer.body.data)).not.toContain(204);
    const designer = await list({ ...gallery, limit: 100 }, 'studio');
    expect(idsOf(designer.body.data)).toContain(204);
  });
});

describe('create_template', () => {
  it('creates an sms template owned by the caller, first in the list', async () => {
    const created = await callMock<WireTemplate>(
      createTemplateEndpoint,
      {
        type: 'sms',
        title: 'Open House Reminder',
        category: 3,
        industry_id: 1,
        content: 'Hi {{first_name}}, see you Saturday!',
      },
      'studio',
    );
    expect(created.http).toBe(200);
    expect(created.body).toMatchObject({
      status: true,
      message: 'Template created successfully.',
      data: {
        id: 237,
        type: 'sms',
        title: 'Open House Reminder',
        content: 'Hi {{first_name}}, see you Saturday!',
        category: 3,
        category_name: 'Open House',
        industry_id: 1,
        industry_name: 'Real Estate',
        my_template: 1,
        favourite_status: 0,
        complete_status: 1,
        owner_name: 'Stella Studio',
      },
    });
    expect(db().templates.get(237)).toMatchObject({ user_id: 4, type: 'sms' });

    const page = await list({ type: 'sms' }, 'studio');
    expect(page.body.data[0]?.id).toBe(237);
    expect(page.body.total_count).toBe(37);
    const mine = await list({ type: 'sms', my_template: 1 }, 'studio');
    expect(mine.body.data[0]?.id).toBe(237);
    expect(mine.body.total_count).toBe(25);
  });

  it('creates a mail template with its subject and a small inline image', async () => {
    const image = `<img src="data:image/png;base64,${'A'.repeat(4000)}">`;
    const created = await callMock<WireTemplate>(createTemplateEndpoint, {
      type: 'mail',
      title: 'Spring newsletter',
      subject: 'Spring is here, {{first_name}}',
      content: `<p>Hello</p>${image}`,
      category: null,
      industry_id: null,
    });
    expect(created.body.status).toBe(true);
    expect(created.body.data).toMatchObject({
      type: 'mail',
      subject: 'Spring is here, {{first_name}}',
      category: null,
      category_name: '',
      owner_name: 'Ada Admin',
    });
    expect((await list({ type: 'mail' })).body.data[0]?.title).toBe('Spring newsletter');
  });

  it.each([
    [
      'an sms without title or message',
      { type: 'sms', title: ' ', content: '  ' },
      { title: ['The title field is required.'], content: ['The message field is required.'] },
    ],
    [
      'an sms message over 1600 characters',
      { type: 'sms', title: 'Long', content: 'x'.repeat(1601) },
      { content: ['The message may not be greater than 1600 characters.'] },
    ],
    [
      'a mail without a subject',
      { type: 'mail', title: 'No subject', content: '<p>Hi</p>' },
      { subject: ['The subject field is required.'] },
    ],
    [
      'a mail without a body',
      { type: 'mail', title: 'No body', subject: 'Hi', content: '' },
      { content: ['The email body field is required.'] },
    ],
    [
      'a title over 150 characters',
      { type: 'sms', title: 't'.repeat(151), content: 'Hi' },
      { title: ['The title may not be greater than 150 characters.'] },
    ],
    [
      'an unknown category and industry',
      { type: 'sms', title: 'Lost', content: 'Hi', category: 99, industry_id: 99 },
      {
        category: ['The selected category is invalid.'],
        industry_id: ['The selected industry is invalid.'],
      },
    ],
    [
      'an unknown type',
      { type: 'fax', title: 'Fax', content: 'Hi' },
      { type: ['The selected type is invalid.'] },
    ],
  ])('refuses %s with 422 field errors', async (_case, body, errors) => {
    const reply = await callMock(createTemplateEndpoint, body, 'studio');
    expect(reply.http).toBe(422);
    expect(reply.body.status).toBe(false);
    expect(reply.body.errors).toEqual(errors);
    expect(templateCount()).toBe(108);
  });

  it('accepts an sms message of exactly 1600 characters', async () => {
    const reply = await callMock(createTemplateEndpoint, {
      type: 'sms',
      title: 'Exactly at the limit',
      content: 'y'.repeat(1600),
    });
    expect(reply.body.status).toBe(true);
    expect(templateCount()).toBe(109);
  });

  it('refuses a mail whose inline images weigh over 10 MB', async () => {
    // 14,000,000 base64 characters are 10,500,000 bytes: just over 10 MB (10,485,760).
    const image = `<img src="data:image/jpeg;base64,${'A'.repeat(14_000_000)}">`;
    const reply = await callMock(createTemplateEndpoint, {
      type: 'mail',
      title: 'Heavy',
      subject: 'Big picture',
      content: `<p>Look</p>${image}`,
    });
    expect(reply.body.status).toBe(false);
    expect(reply.body.message).toBe('Your template size can not be more than 10MB.');
    expect(templateCount()).toBe(108);
  });

  it('refuses a title the caller already uses for that type, but not another user’s', async () => {
    const taken = await callMock(
      createTemplateEndpoint,
      { type: 'sms', title: ' just listed CLASSIC 1 ', content: 'Hi' },
      'studio',
    );
    expect(taken.http).toBe(422);
    expect(taken.body.errors?.title).toEqual(['You already have a template with this name.']);

    const admin = await callMock(createTemplateEndpoint, {
      type: 'sms',
      title: 'Just Listed Classic 1',
      content: 'Hi',
    });
    expect(admin.body.status).toBe(true);
    expect(db().templates.filter((row) => row.title === 'Just Listed Classic 1')).toHaveLength(4);
  });

  it('answers 401 without a token', async () => {
    const reply = await callMock(
      createTemplateEndpoint,
      { type: 'sms', title: 'Anon', content: 'Hi' },
      null,
    );
    expect(reply.http).toBe(401);
    expect(templateCount()).toBe(108);
  });
});

describe('update_template', () => {
  it('answers the template as a one-element array and keeps its list position', async () => {
    const before = await listIds({ type: 'sms' });
    const updated = await callMock<WireTemplate[]>(
      updateTemplateEndpoint,
      {
        template_id: 5,
        title: 'Storm Damage Refreshed',
        content: 'New text for {{first_name}}',
        category: 6,
        industry_id: 2,
      },
      'studio',
    );
    expect(updated.body.status).toBe(true);
    expect(updated.body.message).toBe('Template updated successfully.');
    expect(updated.body.data).toHaveLength(1);
    expect(updated.body.data[0]).toMatchObject({
      id: 5,
      title: 'Storm Damage Refreshed',
      content: 'New text for {{first_name}}',
      category: 6,
      category_name: 'Free Inspection',
    });
    expect(db().templates.get(5)).toMatchObject({
      title: 'Storm Damage Refreshed',
      category: 6,
      user_id: 4,
    });

    const after = await list({ type: 'sms', limit: 100 });
    expect(idsOf(after.body.data)).toEqual(before);
    expect(after.body.data[before.indexOf(5)]?.title).toBe('Storm Damage Refreshed');
  });

  it('refuses invalid fields and a title the owner already uses with 422', async () => {
    const blank = await callMock(
      updateTemplateEndpoint,
      { template_id: 5, title: '', content: '' },
      'studio',
    );
    expect(blank.http).toBe(422);
    expect(Object.keys(blank.body.errors ?? {}).sort()).toEqual(['content', 'title']);

    const taken = await callMock(
      updateTemplateEndpoint,
      { template_id: 5, title: 'Just Sold Bold 1', content: 'Hi' },
      'studio',
    );
    expect(taken.http).toBe(422);
    expect(taken.body.errors?.title).toEqual(['You already have a template with this name.']);
    expect(db().templates.get(5)?.title).toBe('Storm Damage Premium 1');
  });

  it('answers 403 to someone else’s template and 404 to an unknown one', async () => {
    const market = await callMock(
      updateTemplateEndpoint,
      { template_id: 5, title: 'Taken over', content: 'Hi' },
      'market',
    );
    expect(market.http).toBe(403);
    expect(market.body.status).toBe(false);
    expect(db().templates.get(5)?.title).toBe('Storm Damage Premium 1');

    const unknown = await callMock(updateTemplateEndpoint, {
      template_id: 9999,
      title: 'Ghost',
      content: 'Hi',
    });
    expect(unknown.http).toBe(404);
    expect(unknown.body.message).toBe('Template not found.');
  });
});

describe('template links and partial updates', () => {
  it('refuses a category or industry that is not an id (422) rather than dropping it', async () => {
    const reply = await callMock(
      createTemplateEndpoint,
      { type: 'sms', title: 'Garbage links', content: 'Hi', category: 'abc', industry_id: -3 },
      'studio',
    );
    expect(reply.http).toBe(422);
    expect(reply.body.errors?.category).toBeDefined();
    expect(reply.body.errors?.industry_id).toBeDefined();
  });

  it('keeps the fields an update leaves out (a card’s content and artwork)', async () => {
    const before = db().templates.get(202)!;
    const reply = await callMock(
      updateTemplateEndpoint,
      { template_id: 202, title: 'New' },
      'studio',
    );
    expect(reply.http).toBe(200);
    const after = db().templates.get(202)!;
    expect(after.title).toBe('New');
    expect(after.content).toBe(before.content);
    expect(after.category).toBe(before.category);
    expect(after.industry_id).toBe(before.industry_id);
    expect(after.front_svg).toBe(before.front_svg);
  });
});

describe('quickupdate-template', () => {
  it('changes only the title and category', async () => {
    const content = db().templates.get(106)?.content;
    const reply = await callMock<WireTemplate>(
      quickUpdateTemplateEndpoint,
      { template_id: 106, title: 'Quick rename', category: 2 },
      'studio',
    );
    expect(reply.body).toMatchObject({
      status: true,
      data: { id: 106, title: 'Quick rename', category: 2, category_name: 'Just Sold' },
    });
    expect(db().templates.get(106)).toMatchObject({ title: 'Quick rename', category: 2, content });
  });

  it('refuses a blank title or unknown category (422), others’ templates (403)', async () => {
    const invalid = await callMock(
      quickUpdateTemplateEndpoint,
      { template_id: 106, title: '', category: 999 },
      'studio',
    );
    expect(invalid.http).toBe(422);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual(['category', 'title']);

    const market = await callMock(
      quickUpdateTemplateEndpoint,
      { template_id: 106, title: 'Mine', category: 2 },
      'market',
    );
    expect(market.http).toBe(403);
    expect((await callMock(quickUpdateTemplateEndpoint, { template_id: 0, title: 'X' })).http).toBe(
      404,
    );
    expect(db().templates.get(106)?.title).toBe('Free Inspection Bright 1');
  });
});

describe('delete-template', () => {
  it.each([
    ['sms 1 (a campaign)', 1],
    ['mail 101 (a campaign)', 101],
    ['mail 102 (Zapier)', 102],
    ['card 201 (a draft campaign)', 201],
  ])('refuses to delete %s', async (_case, id) => {
    const reply = await callMock(deleteTemplateEndpoint, { template_id: id }, 'studio');
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({
      status: false,
      message: 'Template cannot be deleted as it is associated with a campaign or Zapier.',
    });
    expect(db().templates.get(id)).toBeDefined();
  });

  it('deletes an unused template, which is then gone', async () => {
    const reply = await callMock<{ id: number }>(
      deleteTemplateEndpoint,
      { template_id: 2 },
      'studio',
    );
    expect(reply.body).toMatchObject({
      status: true,
      data: { id: 2 },
      message: 'Template is deleted successfully!',
    });
    expect(db().templates.get(2)).toBeUndefined();
    const page = await list({ type: 'sms', limit: 100 });
    expect(idsOf(page.body.data)).not.toContain(2);
    expect(page.body.total_count).toBe(35);
    const details = await callMock(templateDetailsEndpoint, { template_id: 2 });
    expect(details.http).toBe(404);
    expect((await callMock(deleteTemplateEndpoint, { template_id: 2 }, 'studio')).http).toBe(404);
  });

  it('lets the admin delete any template, but not the market user the studio’s (403)', async () => {
    const market = await callMock(deleteTemplateEndpoint, { template_id: 3 }, 'market');
    expect(market.http).toBe(403);
    expect(market.body.status).toBe(false);
    expect(db().templates.get(3)).toBeDefined();

    const admin = await callMock(deleteTemplateEndpoint, { template_id: 3 });
    expect(admin.body.status).toBe(true);
    expect(db().templates.get(3)).toBeUndefined();
  });
});

describe('template-favouriteoperation', () => {
  it('keeps favourites per user', async () => {
    const on = await callMock<WireTemplate>(
      favouriteTemplateEndpoint,
      { template_id: 2, favourite_status: 1 },
      'studio',
    );
    expect(on.body).toMatchObject({ status: true, data: { id: 2, favourite_status: 1 } });
    expect(db().templates.get(2)?.favourite_user_ids).toEqual([4]);

    expect(await listIds({ type: 'sms', favourite_filter: 1 }, 'studio')).toContain(2);
    expect(await listIds({ type: 'sms', favourite_filter: 1 }, 'market')).not.toContain(2);
    const asMarket = await callMock<WireTemplate>(
      templateDetailsEndpoint,
      { template_id: 2 },
      'market',
    );
    expect(asMarket.body.data.favourite_status).toBe(0);

    const off = await callMock<WireTemplate>(
      favouriteTemplateEndpoint,
      { template_id: 1, favourite_status: '0' },
      'studio',
    );
    expect(off.body.data.favourite_status).toBe(0);
    expect(db().templates.get(1)?.favourite_user_ids).toEqual([2]);
    expect(await listIds({ type: 'sms', favourite_filter: 1 }, 'market')).toContain(1);
  });

  it('refuses a status other than 0 or 1 (422) and an unknown template (404)', async () => {
    const bad = await callMock(
      favouriteTemplateEndpoint,
      { template_id: 2, favourite_status: 2 },
      'studio',
    );
    expect(bad.http).toBe(422);
    expect(bad.body.errors?.favourite_status).toEqual(['The favourite status must be 0 or 1.']);
    expect(db().templates.get(2)?.favourite_user_ids).toEqual([]);
    const unknown = await callMock(favouriteTemplateEndpoint, {
      template_id: 999,
      favourite_status: 1,
    });
    expect(unknown.http).toBe(404);
  });
});

describe('template-duplicate (older base)', () => {
  it('is served on the older API base', () => {
    expect(duplicateTemplateEndpoint.base).toBe('older');
  });

  it('refuses a name the caller already uses and a type that does not match', async () => {
    const taken = await callMock(
      duplicateTemplateEndpoint,
      { template_id: 30, template_name: 'just sold bold 1', template_type: 'sms' },
      'studio',
    );
    expect(taken.http).toBe(422);
    expect(taken.body.errors?.template_name).toEqual([
      'You already have a template with this name.',
    ]);

    const type = await callMock(
      duplicateTemplateEndpoint,
      { template_id: 30, template_name: 'Fresh', template_type: 'mail' },
      'studio',
    );
    expect(type.http).toBe(422);
    expect(type.body.errors?.template_type).toBeDefined();

    const blank = await callMock(
      duplicateTemplateEndpoint,
      { template_id: 30, template_name: '', template_type: 'sms' },
      'studio',
    );
    expect(blank.http).toBe(422);
    expect(templateCount()).toBe(108);
  });

  it('copies the template under a new name, owned by the caller', async () => {
    const source = { ...db().templates.get(30)! };
    expect(source.user_id).toBe(1);
    const reply = await callMock<WireTemplate>(
      duplicateTemplateEndpoint,
      { template_id: 30, template_name: 'My copy', template_type: 'sms' },
      'studio',
    );
    expect(reply.body).toMatchObject({
      status: true,
      message: 'Template duplicated successfully.',
      data: { id: 237, title: 'My copy', my_template: 1, owner_name: 'Stella Studio' },
    });
    expect(db().templates.get(237)).toMatchObject({
      user_id: 4,
      type: 'sms',
      content: source.content,
      category: source.category,
      zapier_used: 0,
    });
    expect(db().templates.get(30)).toEqual(source);
    expect((await list({ type: 'sms', my_template: 1 }, 'studio')).body.data[0]?.id).toBe(237);
  });

  it('answers 404 for an unknown template', async () => {
    const reply = await callMock(duplicateTemplateEndpoint, {
      template_id: 9999,
      template_name: 'Copy',
      template_type: 'sms',
    });
    expect(reply.http).toBe(404);
  });
});

describe('share-template', () => {
  const share = (shareto_userid: string, template_id = 2) =>
    callMock(
      shareTemplateEndpoint,
      { template_id, shareto_userid, templete_name: 'Just Sold Bold 1' },
      'studio',
    );

  it('shares by email and by id; the recipient then has it among their own', async () => {
    const byEmail = await share('MARKET@mailcraft.demo');
    expect(byEmail.body).toMatchObject({
      status: true,
      data: { id: 2 },
      message: 'Template shared with Maya Market.',
    });
    const byId = await share('3');
    expect(byId.body).toMatchObject({
      status: true,
      message: 'Template shared with Noah Newcomer.',
    });
    expect(db().templates.get(2)?.shared_with_user_ids).toEqual([2, 3]);

    const marketMine = await list({ type: 'sms', my_template: 1 }, 'market');
    expect(idsOf(marketMine.body.data)).toEqual([2]);
    expect(marketMine.body.data[0]?.my_template).toBe(1);
  });

  it.each([
    ['an unknown email', 'nobody@example.com', 'No user was found with that email or ID.'],
    ['an unknown id', '999', 'No user was found with that email or ID.'],
    ['the caller', 'studio@mailcraft.demo', 'You cannot share a template with yourself.'],
  ])('refuses %s with status false and a message', async (_case, target, message) => {
    const reply = await share(target);
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({ status: false, message, data: null });
    expect(db().templates.get(2)?.shared_with_user_ids).toEqual([]);
  });

  it('refuses a user who already has the template', async () => {
    await share('2');
    const again = await share('market@mailcraft.demo');
    expect(again.body).toMatchObject({
      status: false,
      message: 'Maya Market already has this template.',
    });
    expect(db().templates.get(2)?.shared_with_user_ids).toEqual([2]);
  });

  it('refuses to share someone else’s template (403)', async () => {
    const reply = await callMock(
      shareTemplateEndpoint,
      { template_id: 2, shareto_userid: '3', templete_name: 'Just Sold Bold 1' },
      'market',
    );
    expect(reply.http).toBe(403);
    expect(db().templates.get(2)?.shared_with_user_ids).toEqual([]);
  });

  it('refuses a blank recipient (422) and an unknown template (404)', async () => {
    const blank = await share('  ');
    expect(blank.http).toBe(422);
    expect(blank.body.errors?.shareto_userid).toBeDefined();
    expect((await share('2', 9999)).http).toBe(404);
  });
});

describe('convertpdf-bytemplateid', () => {
  it('takes user_id instead of a token and answers a base64 PDF', async () => {
    expect(convertPdfEndpoint.token).toEqual({ in: 'userId' });
    const reply = await callMock<{ file_name: string; pdf_base64: string }>(
      convertPdfEndpoint,
      { template_id: 1 },
      'studio',
    );
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe(true);
    expect(reply.body.data.file_name).toBe('Just Listed Classic 1.pdf');
    const bytes = bytesOf(reply.body.data.pdf_base64);
    expect(String.fromCharCode(...bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('answers 401 to an api_token without user_id, and 404 to an unknown template', async () => {
    const token = await callMock(
      convertPdfEndpoint,
      { template_id: 1, api_token: 'seed-token-studio' },
      null,
    );
    expect(token.http).toBe(401);
    const unknownUser = await callMock(convertPdfEndpoint, { template_id: 1, user_id: 99 }, null);
    expect(unknownUser.http).toBe(401);
    const unknown = await callMock(convertPdfEndpoint, { template_id: 9999 }, 'studio');
    expect(unknown.http).toBe(404);
  });
});

describe('the single-template reads', () => {
  it('templateinfo-completestatus: card 204 has no back, so it is incomplete', async () => {
    const status = async (id: number) =>
      (
        await callMock<{ id: number; complete_status: 0 | 1 }>(templateCompleteStatusEndpoint, {
          template_id: id,
        })
      ).body.data;
    expect(await status(204)).toEqual({ id: 204, complete_status: 0 });
    expect(await status(211)).toEqual({ id: 211, complete_status: 0 });
    expect(await status(201)).toEqual({ id: 201, complete_status: 1 });
    expect(await status(205)).toEqual({ id: 205, complete_status: 1 });
    expect(await status(1)).toEqual({ id: 1, complete_status: 1 });
    const unknown = await callMock(templateCompleteStatusEndpoint, { template_id: 9999 });
    expect(unknown.http).toBe(404);
  });

  it('singletemplate-jsoncontentdata answers a mail template’s content fields', async () => {
    const row = db().templates.get(101)!;
    const reply = await callMock(templateJsonContentEndpoint, { template_id: 101 });
    expect(reply.body.data).toEqual({
      id: 101,
      type: 'mail',
      content: row.content,
      subject: row.subject,
      front_svg: '',
      back_svg: '',
    });
    expect((await callMock(templateJsonContentEndpoint, { template_id: 9999 })).http).toBe(404);
  });

  it('get_templetebymultipleid groups the known ids by type', async () => {
    const reply = await callMock<Record<'sms' | 'mail' | 'card', WireTemplate[]>>(
      getTemplatesByIdsEndpoint,
      { ids: [202, 1, 101, 9999, 201, '5'] },
    );
    expect(reply.body.status).toBe(true);
    expect(idsOf(reply.body.data.sms)).toEqual([1, 5]);
    expect(idsOf(reply.body.data.mail)).toEqual([101]);
    expect(idsOf(reply.body.data.card)).toEqual([202, 201]);

    const bad = await callMock(getTemplatesByIdsEndpoint, { ids: '1,2' });
    expect(bad.http).toBe(422);
    expect(bad.body.errors?.ids).toBeDefined();
  });

  it('single-templatedetails answers the template as the caller sees it', async () => {
    const reply = await callMock<WireTemplate>(
      templateDetailsEndpoint,
      { template_id: 201 },
      'market',
    );
    expect(reply.body.data).toMatchObject({
      id: 201,
      type: 'card',
      title: 'Just Listed Classic 1',
      category_name: 'Just Listed',
      industry_name: 'Real Estate',
      favourite_status: 1,
      my_template: 0,
      complete_status: 1,
      owner_name: 'Stella Studio',
    });
    expect(reply.body.data.front_svg).toMatch(/^<svg/);
    expect((await callMock(templateDetailsEndpoint, { template_id: 'x' })).http).toBe(404);
  });

  it('singlesmsoremailtemplate-editinfo answers sms and mail, and refuses a card', async () => {
    const sms = await callMock<WireTemplate>(smsOrEmailEditInfoEndpoint, { template_id: 7 });
    expect(sms.body.data).toMatchObject({ id: 7, type: 'sms' });
    const mail = await callMock<WireTemplate>(smsOrEmailEditInfoEndpoint, { template_id: 107 });
    expect(mail.body.data).toMatchObject({ id: 107, type: 'mail' });
    const card = await callMock(smsOrEmailEditInfoEndpoint, { template_id: 207 });
    expect(card.http).toBe(422);
    expect(card.body).toMatchObject({
      status: false,
      message: 'This call is for sms and email templates only.',
    });
  });

  it('singletemplate-jsoncontentdata answers a card’s JSON content and artwork', async () => {
    const reply = await callMock<{ content: string; front_svg: string; back_svg: string }>(
      templateJsonContentEndpoint,
      { template_id: 202 },
    );
    const content = JSON.parse(reply.body.data.content) as CardDocument;
    expect(content).toMatchObject({ version: 1, size: '6x9' });
    expect(content.sides.front.objects).toContainEqual(
      expect.objectContaining({ kind: 'text', text: 'Just Sold Bold 1' }),
    );
    expect(reply.body.data.back_svg).toMatch(/^<svg/);
    expect((await callMock(templateJsonContentEndpoint, { template_id: 999 })).http).toBe(404);
  });

});

describe('category-filter', () => {
  it('answers the templates of any chosen category, newest first', async () => {
    const reply = await callMock<WireTemplate[]>(categoryFilterEndpoint, {
      categories: '1,2',
      type: 'sms',
      limit: 10,
      offset: 0,
    });
    expect(idsOf(reply.body.data)).toEqual([32, 31, 17, 16, 2, 1]);
    expect(reply.body.total_count).toBe(6);

    const allTypes = await callMock<WireTemplate[]>(categoryFilterEndpoint, {
      categories: '13',
      limit: 4,
      offset: 0,
    });
    expect(allTypes.body.total_count).toBe(6);
    expect(idsOf(allTypes.body.data)).toEqual([228, 213, 128, 113]);
  });

  it('answers the spec’s message when no template has those categories', async () => {
    // A new category that no template uses yet.
    const created = await callMock<{ id: number }>(createCategoryEndpoint, {
      category_name: 'Unused',
      industry_id: null,
    });
    const reply = await callMock(categoryFilterEndpoint, {
      categories: `${created.body.data.id},999`,
      limit: 10,
      offset: 0,
    });
    expect(reply.body).toMatchObject({
      status: false,
      message:
        'Selected categories are not associated with any template. Please select other categories.',
    });
    const none = await callMock(categoryFilterEndpoint, { categories: '', limit: 10, offset: 0 });
    expect(none.http).toBe(422);
    expect(none.body.errors?.categories).toBeDefined();
  });
});

describe('notification-templateinsertcomplete', () => {
  it('counts the known templates among the ids', async () => {
    const reply = await callMock<{ count: number }>(notifyTemplatesInsertedEndpoint, {
      templateid_array: [1, 101, '201', 9999],
    });
    expect(reply.body).toMatchObject({ status: true, data: { count: 3 } });
    const bad = await callMock(notifyTemplatesInsertedEndpoint, { templateid_array: 1 });
    expect(bad.http).toBe(422);
  });
});

describe('templatename-existance', () => {
  it('tells whether the caller already has a template of that type and name', async () => {
    const exists = async (template_name: string, template_type: string, as: DemoUser) =>
      (
        await callMock<{ exists: boolean }>(
          templateNameExistsEndpoint,
          { template_name, template_type },
          as,
        )
      ).body.data.exists;
    expect(await exists('just listed classic 1', 'sms', 'studio')).toBe(true);
    expect(await exists('Just Listed Classic 1', 'sms', 'admin')).toBe(false);
    expect(await exists('Savings Estimate Classic 5', 'sms', 'admin')).toBe(true);
    expect(await exists('Brand new name', 'mail', 'studio')).toBe(false);
  });

  it('refuses a blank name or an unknown type with 422', async () => {
    const blank = await callMock(templateNameExistsEndpoint, {
      template_name: '',
      template_type: 'sms',
    });
    expect(blank.http).toBe(422);
    expect(blank.body.errors?.template_name).toBeDefined();
    const type = await callMock(templateNameExistsEndpoint, { template_name: 'X' });
    expect(type.http).toBe(422);
    expect(type.body.errors?.template_type).toBeDefined();
  });
});

describe('get-merge-tags', () => {
  it('answers the 19 merge tags as {name, value}', async () => {
    const reply = await callMock<{ name: string; value: string }[]>(mergeTagsEndpoint, {});
    expect(reply.body.status).toBe(true);
    expect(reply.body.data).toHaveLength(19);
    for (const tag of reply.body.data) {
      expect(Object.keys(tag).sort()).toEqual(['name', 'value']);
      expect(tag.value).toMatch(/^\{\{[a-z_]+\}\}$/);
      expect(tag.name).not.toBe('');
    }
    expect(reply.body.data.map((tag) => tag.value)).toEqual([...MERGE_TAG_TOKENS]);
    expect(reply.body.data[0]).toEqual({ name: 'First name', value: '{{first_name}}' });
    expect((await callMock(mergeTagsEndpoint, {}, null)).http).toBe(401);
  });
});
