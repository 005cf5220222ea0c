// @vitest-environment node
import {
  acceptSharedCampaignEndpoint,
  createCampaignEndpoint,
  deleteCampaignEndpoint,
  duplicateCampaignEndpoint,
  favouriteCampaignEndpoint,
  getCampaignEndpoint,
  listCampaignsEndpoint,
  rejectSharedCampaignEndpoint,
  shareCampaignEndpoint,
  sharedCampaignsEndpoint,
  updateCampaignEndpoint,
  updateCampaignStatusEndpoint,
} from '../../../src/features/campaigns/api';
import { db } from '../../../src/mocks/db';
import type { DemoUser } from '../../utils/session';
import { callMock } from '../../utils/mockServer';

/**
 * The mock server's campaign-design calls behave like a server. Seed: the admin (1) owns designs
 * 1–4 (3 runs the Marketplace order, 4 is inactive), the studio (Stella, 4) owns 5–8 (6 inactive,
 * 8 her copy of 2 from an accepted share); the admin's share of 1 with her is pending. Newest
 * first: 5, 7, 1 (7 and 1 tie on updated_at: the higher id first), 2, 6, 8, 3, 4.
 */

interface WireCampaign {
  id: number;
  name: string;
  description: string;
  tags: string;
  category_id: string;
  type: string;
  step: string;
  content: string;
  industry_id: number | null;
  agent_type: string;
  status: 0 | 1;
  favourite_status: 0 | 1;
  my_campaign: 0 | 1;
  owner_name: string;
  updated_at: string;
}
interface WireShared {
  campaign_id: number;
  name: string;
  action_status: 0 | 1 | 2;
  shared_by: string;
  created_at: string;
}

const NEWEST_FIRST = [5, 7, 1, 2, 6, 8, 3, 4];
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

/** Calls as a demo user, or as the extra PRO user `addOtherPro` made (`'other'`). */
type Caller = DemoUser | 'other';
const OTHER_TOKEN = 'seed-token-other-pro';
function call<D>(endpoint: Parameters<typeof callMock>[0], body: object, as: Caller = 'admin') {
  return as === 'other'
    ? callMock<D>(endpoint, { ...body, api_token: OTHER_TOKEN }, null)
    : callMock<D>(endpoint, body as Record<string, unknown>, as);
}

/** A second PRO user (the seed has one): to see what one PRO user may not see of another's. */
function addOtherPro() {
  const { id: _id, ...stella } = db().users.get(4)!;
  return db().users.insert({
    ...stella,
    fname: 'Olive',
    lname: 'Other',
    email: 'other@mailcraft.demo',
    api_token: OTHER_TOKEN,
  });
}

const list = (body: object = {}, as: Caller = 'admin') =>
  call<WireCampaign[]>(listCampaignsEndpoint, { limit: 10, offset: 0, ...body }, as);
const listIds = async (body: object = {}, as: Caller = 'admin') =>
  idsOf((await list({ limit: 100, ...body }, as)).body.data);

const step = (type: string, template: number, value = 0, unit = 'days') => ({
  type,
  template,
  duration: { id: 1, type: unit, value },
});
const fieldsOf = (changes: object = {}) => ({
  name: 'Test drip',
  description: 'For the tests',
  tags: ' alpha , beta,, ',
  category_id: '1',
  type: 'Online',
  step: 'Multiple',
  content: JSON.stringify([step('sms', 1), step('mail', 101, 2), step('card', 201, 1, 'weeks')]),
  industry_id: 1,
  agent_type: 'listing',
  ...changes,
});
const shared = async (as: Caller = 'studio') =>
  (await call<WireShared[]>(sharedCampaignsEndpoint, {}, as)).body.data;

describe('list_campaign', () => {
  it('answers newest first, a page at a time, with the total count', async () => {
    const first = await list({ limit: 3 });
    expect(first.http).toBe(200);
    expect(first.body).toMatchObject({ status: true, total_count: 8 });
    expect(idsOf(first.body.data)).toEqual([5, 7, 1]);
    expect(idsOf((await list({ limit: 3, offset: 3 })).body.data)).toEqual([2, 6, 8]);
    const last = await list({ limit: 3, offset: 6 });
    expect(idsOf(last.body.data)).toEqual([3, 4]);
    expect(last.body.total_count).toBe(8);
  });

  it('sends each design in the campaign shape, for the calling user', async () => {
    const mine = (await list({}, 'studio')).body.data.find((row) => row.id === 5)!;
    expect(mine).toMatchObject({
      name: 'Spring listing drip',
      tags: 'spring,listing',
      category_id: '1,4',
      type: 'Online',
      step: 'Multiple',
      industry_id: 1,
      agent_type: 'listing',
      status: 1,
      favourite_status: 1,
      my_campaign: 1,
      owner_name: 'Stella Studio',
    });
    expect(JSON.parse(mine.content)).toEqual([
      { type: 'sms', template: 1, duration: { id: 1, type: 'days', value: 0 } },
      { type: 'mail', template: 101, duration: { id: 2, type: 'days', value: 3 } },
      { type: 'sms', template: 16, duration: { id: 3, type: 'weeks', value: 1 } },
    ]);
    const asAdmin = (await list()).body.data.find((row) => row.id === 5)!;
    expect(asAdmin).toMatchObject({ favourite_status: 0, my_campaign: 0 });
  });

  it('shows the admin everything, a PRO user their own and the admin’s', async () => {
    addOtherPro();
    const created = await call<WireCampaign>(
      createCampaignEndpoint,
      fieldsOf({ content: JSON.stringify([step('sms', 31)]) }),
      'other',
    );
    const otherId = created.body.data.id;
    expect(await listIds({}, 'admin')).toEqual([otherId, ...NEWEST_FIRST]);
    expect(await listIds({}, 'studio')).toEqual(NEWEST_FIRST);
    expect(await listIds({}, 'other')).toEqual([otherId, 1, 2, 3, 4]);
    expect((await list({}, 'other')).body.total_count).toBe(5);
  });

  it.each([
    ['categories (any overlap)', { categories: '3,14' }, [7, 2, 8, 3]],
    ['one category', { categories: '1' }, [5, 1]],
    ['industry', { industry_id: 2 }, [6]],
    ['title (contains, any case)', { title: 'JUST ' }, [1, 2, 8]],
    ['no_of_touches (the steps)', { no_of_touches: 1 }, [2, 8]],
    ['five touches', { no_of_touches: 5 }, [6]],
    ['campaign_type', { campaign_type: 'Offline' }, [2, 6, 8, 3]],
    ['every filter at once', { categories: '2', campaign_type: 'Offline', title: 'sold' }, [2, 8]],
    ['nothing matching', { title: 'no such campaign' }, []],
  ])('filters by %s', async (_case, filters, expected) => {
    const reply = await list({ limit: 100, ...filters });
    expect(idsOf(reply.body.data)).toEqual(expected);
    expect(reply.body.total_count).toBe(expected.length);
  });

  it('ignores filters sent empty, and counts the filtered total past the page', async () => {
    const empty = {
      categories: '',
      industry_id: '',
      title: '',
      no_of_touches: '',
      campaign_type: '',
    };
    expect(await listIds(empty)).toEqual(NEWEST_FIRST);
    expect(await listIds({ no_of_touches: 0 })).toEqual(NEWEST_FIRST);
    const paged = await list({ no_of_touches: 1, limit: 1 });
    expect(idsOf(paged.body.data)).toEqual([2]);
    expect(paged.body.total_count).toBe(2);
  });

  it('refuses an unknown campaign type, and users outside the Design Studio', async () => {
    const wrong = await list({ campaign_type: 'Hybrid' });
    expect(wrong.http).toBe(422);
    expect(wrong.body.errors?.campaign_type).toEqual(['The selected campaign type is invalid.']);
    expect((await list({}, 'market')).http).toBe(403);
    expect((await call(getCampaignEndpoint, { id: 1 }, 'newcomer')).http).toBe(403);
  });
});

describe('get_campaignByid', () => {
  it('answers a design the caller can see, and 404 for others', async () => {
    const reply = await call<WireCampaign>(getCampaignEndpoint, { id: 6 });
    expect(reply.http).toBe(200);
    expect(reply.body.data).toMatchObject({ id: 6, status: 0, my_campaign: 0, step: 'Multiple' });
    expect(JSON.parse(reply.body.data.content)).toHaveLength(5);
    expect((await call(getCampaignEndpoint, { id: 1 }, 'studio')).http).toBe(200);
    expect((await call(getCampaignEndpoint, { id: 999 })).http).toBe(404);
    addOtherPro();
    const hidden = await call(getCampaignEndpoint, { id: 5 }, 'other');
    expect(hidden.http).toBe(404);
    expect(hidden.body.message).toBe('Campaign not found.');
  });
});

describe('create_campaign', () => {
  it('saves a design for its author, active, at the top of the list', async () => {
    const reply = await call<WireCampaign>(createCampaignEndpoint, fieldsOf(), 'studio');
    expect(reply.http).toBe(200);
    expect(reply.body.message).toBe('Campaign is created successfully!');
    expect(reply.body.data).toMatchObject({
      name: 'Test drip',
      tags: 'alpha,beta',
      category_id: '1',
      status: 1,
      favourite_status: 0,
      my_campaign: 1,
      owner_name: 'Stella Studio',
    });
    expect(JSON.parse(reply.body.data.content)).toHaveLength(3);
    expect((await listIds({}, 'studio'))[0]).toBe(reply.body.data.id);
  });

  it('takes the form’s defaults when type, step and agent type are left out', async () => {
    const reply = await call<WireCampaign>(
      createCampaignEndpoint,
      fieldsOf({ type: undefined, step: '', agent_type: undefined, industry_id: null }),
    );
    expect(reply.body.data).toMatchObject({
      type: 'Online',
      step: 'Multiple',
      agent_type: 'any',
      industry_id: null,
    });
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'The name field is required.'],
    ['a long name', { name: 'x'.repeat(101) }, 'name', 'The name may not be greater than 100'],
    ['content that is not JSON', { content: 'nope' }, 'content', 'must be a JSON list'],
    ['no steps', { content: '[]' }, 'content', 'Add at least one step.'],
    [
      'too many steps',
      { content: JSON.stringify(Array.from({ length: 21 }, () => step('sms', 1))) },
      'content',
      'at most 20 steps',
    ],
    [
      'a template of another type',
      { content: JSON.stringify([step('sms', 101)]) },
      'content',
      'Step 1: the sms template 101 is not one you can use.',
    ],
    [
      'no template chosen',
      { content: JSON.stringify([step('mail', 0)]) },
      'content',
      'Step 1: choose a mail template.',
    ],
    [
      'an unknown channel',
      { content: JSON.stringify([step('fax', 1)]) },
      'content',
      'sms, mail or card',
    ],
    [
      'a wait over a year',
      { content: JSON.stringify([step('sms', 1, 366)]) },
      'content',
      '0 to 365',
    ],
    [
      'a fractional wait',
      { content: JSON.stringify([step('sms', 1, 1.5)]) },
      'content',
      '0 to 365',
    ],
    [
      'a wait in months',
      { content: JSON.stringify([step('sms', 1, 1, 'months')]) },
      'content',
      'hours, days or weeks',
    ],
    [
      'two steps in a single-step campaign',
      { step: 'Single', content: JSON.stringify([step('sms', 1), step('sms', 4)]) },
      'content',
      'A single-step campaign has exactly one step.',
    ],
    [
      'an unknown category',
      { category_id: '1,999' },
      'category_id',
      'The selected categories are invalid.',
    ],
    [
      'an unknown industry',
      { industry_id: 999 },
      'industry_id',
      'The selected industry is invalid.',
    ],
    ['an unknown type', { type: 'Hybrid' }, 'type', 'The selected type is invalid.'],
    [
      'an unknown agent type',
      { agent_type: 'seller' },
      'agent_type',
      'The selected agent type is invalid.',
    ],
  ])('refuses %s with a 422 field error', async (_case, changes, field, words) => {
    const before = db().campaigns.all().length;
    const reply = await call(createCampaignEndpoint, fieldsOf(changes), 'studio');
    expect(reply.http).toBe(422);
    expect(reply.body.status).toBe(false);
    expect(reply.body.errors?.[field]?.join(' ')).toContain(words);
    expect(db().campaigns.all()).toHaveLength(before);
  });

  it('lets a PRO user use their own, shared and the admin’s templates only', async () => {
    const other = addOtherPro();
    const stellas = await call(createCampaignEndpoint, fieldsOf(), 'other');
    expect(stellas.http).toBe(422);
    expect(stellas.body.errors?.content).toEqual([
      'Step 1: the sms template 1 is not one you can use.',
      'Step 2: the mail template 101 is not one you can use.',
      'Step 3: the card template 201 is not one you can use.',
    ]);
    db().templates.update(1, { shared_with_user_ids: [other.id] });
    const content = JSON.stringify([step('sms', 1), step('mail', 131), step('card', 231)]);
    expect((await call(createCampaignEndpoint, fieldsOf({ content }), 'other')).http).toBe(200);
  });

  it('refuses categories that file no template with the spec’s message', async () => {
    const empty = db().categories.insert({
      category_name: 'Empty',
      industry_id: null,
      category_slug: 'empty',
      status: 0,
    });
    const reply = await call(createCampaignEndpoint, fieldsOf({ category_id: `${empty.id}` }));
    expect(reply.http).toBe(400);
    expect(reply.body.message).toBe(
      'Selected categories are not associated with any template. Please select other categories.',
    );
    const mixed = await call(createCampaignEndpoint, fieldsOf({ category_id: `${empty.id},2` }));
    expect(mixed.http).toBe(200);
    const none = await call(createCampaignEndpoint, fieldsOf({ category_id: '' }));
    expect(none.http).toBe(200);
  });

  it('is for the Design Studio only', async () => {
    expect((await call(createCampaignEndpoint, fieldsOf(), 'market')).http).toBe(403);
  });
});

describe('update_campaign', () => {
  it('lets the owner change a design, keeping its id, favourites and creation date', async () => {
    const before = db().campaigns.get(7)!;
    const reply = await call<WireCampaign>(
      updateCampaignEndpoint,
      fieldsOf({ campaign_id: 7, name: 'Open house, renamed' }),
      'studio',
    );
    expect(reply.http).toBe(200);
    expect(reply.body.message).toBe('Campaign is updated successfully!');
    expect(reply.body.data).toMatchObject({
      id: 7,
      name: 'Open house, renamed',
      favourite_status: 1,
    });
    const after = db().campaigns.get(7)!;
    expect(after.created_at).toBe(before.created_at);
    expect(after.updated_at > before.updated_at).toBe(true);
    expect(after.steps).toHaveLength(3);
    expect((await listIds({}, 'studio'))[0]).toBe(7);
  });

  it('refuses anyone but the owner (403), an unknown design (404) and bad fields (422)', async () => {
    const notMine = await call(updateCampaignEndpoint, fieldsOf({ campaign_id: 1 }), 'studio');
    expect(notMine.http).toBe(403);
    expect((await call(updateCampaignEndpoint, fieldsOf({ campaign_id: 5 }), 'admin')).http).toBe(
      403,
    );
    expect(db().campaigns.get(5)?.name).toBe('Spring listing drip');
    expect((await call(updateCampaignEndpoint, fieldsOf({ campaign_id: 999 }))).http).toBe(404);
    const bad = await call(updateCampaignEndpoint, fieldsOf({ campaign_id: 1, name: '' }));
    expect(bad.http).toBe(422);
  });
});

describe('update-campaign-status', () => {
  it('lets the owner switch a design off and on, answering the design', async () => {
    const off = await call<WireCampaign>(
      updateCampaignStatusEndpoint,
      { campaign_id: 5, status: 0 },
      'studio',
    );
    expect(off.http).toBe(200);
    expect(off.body.data).toMatchObject({ id: 5, status: 0 });
    const on = await call<WireCampaign>(
      updateCampaignStatusEndpoint,
      { campaign_id: 6, status: '1' },
      'studio',
    );
    expect(on.body.data.status).toBe(1);
    expect(await listIds({}, 'studio')).toEqual(NEWEST_FIRST);
  });

  it('refuses another owner’s design and a status other than 0 or 1', async () => {
    expect(
      (await call(updateCampaignStatusEndpoint, { campaign_id: 1, status: 0 }, 'studio')).http,
    ).toBe(403);
    expect(db().campaigns.get(1)?.status).toBe(1);
    const wrong = await call(updateCampaignStatusEndpoint, { campaign_id: 1, status: 2 });
    expect(wrong.http).toBe(422);
  });
});

describe('delete-maincampaign/', () => {
  it('deletes the owner’s design, which frees its templates', async () => {
    const reply = await call(deleteCampaignEndpoint, { campaign_id: 6 }, 'studio');
    expect(reply.http).toBe(200);
    expect(reply.body.data).toEqual({ campaign_id: 6 });
    expect(await listIds({}, 'studio')).not.toContain(6);
    expect(db().campaigns.get(6)).toBeUndefined();
  });

  it('refuses a design an active Marketplace order runs, until the order ends', async () => {
    const refused = await call(deleteCampaignEndpoint, { campaign_id: 3 });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toBe(
      'This campaign cannot be deleted while Marketplace orders are running it.',
    );
    expect(db().campaigns.get(3)).toBeDefined();
    db().userCampaigns.update(1, { status: 'completed' });
    expect((await call(deleteCampaignEndpoint, { campaign_id: 3 })).http).toBe(200);
  });

  it('refuses anyone but the owner, and takes the design’s shares with it', async () => {
    expect((await call(deleteCampaignEndpoint, { campaign_id: 1 }, 'studio')).http).toBe(403);
    expect((await call(deleteCampaignEndpoint, { campaign_id: 999 })).http).toBe(404);
    expect((await call(deleteCampaignEndpoint, { campaign_id: 1 })).http).toBe(200);
    expect((await shared()).map((row) => row.campaign_id)).toEqual([2]);
  });
});

describe('dupicate-campaign/', () => {
  it('copies a design the caller can see into their own, without favourites', async () => {
    const reply = await call<WireCampaign>(
      duplicateCampaignEndpoint,
      { campaign_id: 1, campaign_name: '  My blitz ' },
      'studio',
    );
    expect(reply.http).toBe(200);
    expect(reply.body.data).toMatchObject({
      name: 'My blitz',
      my_campaign: 1,
      favourite_status: 0,
      status: 1,
      owner_name: 'Stella Studio',
      category_id: '1',
    });
    expect(reply.body.data.content).toBe(JSON.stringify(db().campaigns.get(1)!.steps));
    expect(db().campaigns.get(reply.body.data.id)?.favourite_user_ids).toEqual([]);
    expect((await listIds({}, 'studio'))[0]).toBe(reply.body.data.id);

    const inactive = await call<WireCampaign>(duplicateCampaignEndpoint, {
      campaign_id: 4,
      campaign_name: 'Welcome again',
    });
    expect(inactive.body.data.status).toBe(0);
  });

  it('refuses a name the caller already uses, and no name', async () => {
    const taken = await call(
      duplicateCampaignEndpoint,
      { campaign_id: 2, campaign_name: ' just SOLD neighbours ' },
      'studio',
    );
    expect(taken.http).toBe(400);
    expect(taken.body.message).toBe('A campaign with this name already exists.');
    const adminTaken = await call(duplicateCampaignEndpoint, {
      campaign_id: 5,
      campaign_name: 'Just listed blitz',
    });
    expect(adminTaken.http).toBe(400);
    const unnamed = await call(duplicateCampaignEndpoint, { campaign_id: 2, campaign_name: '' });
    expect(unnamed.http).toBe(422);
    expect(unnamed.body.errors?.campaign_name).toEqual(['The name field is required.']);
    addOtherPro();
    const hidden = await call(
      duplicateCampaignEndpoint,
      { campaign_id: 5, campaign_name: 'Mine now' },
      'other',
    );
    expect(hidden.http).toBe(404);
  });
});

describe('campaign-favouriteoperation/', () => {
  it('marks a favourite per user, on any design the caller can see', async () => {
    const reply = await call<WireCampaign>(
      favouriteCampaignEndpoint,
      { campaign_id: 2, favourite_status: 1 },
      'studio',
    );
    expect(reply.http).toBe(200);
    expect(reply.body.data).toMatchObject({ id: 2, favourite_status: 1, my_campaign: 0 });
    expect(
      (await call<WireCampaign>(getCampaignEndpoint, { id: 2 })).body.data.favourite_status,
    ).toBe(0);
    const off = await call<WireCampaign>(
      favouriteCampaignEndpoint,
      { campaign_id: 5, favourite_status: '0' },
      'studio',
    );
    expect(off.body.data.favourite_status).toBe(0);
    const wrong = await call(favouriteCampaignEndpoint, { campaign_id: 5, favourite_status: 3 });
    expect(wrong.http).toBe(422);
  });
});

describe('sharing with a PRO admin', () => {
  it('lists what was shared with the caller, newest first, with who shared it', async () => {
    const reply = await call<WireShared[]>(sharedCampaignsEndpoint, {}, 'studio');
    expect(reply.http).toBe(200);
    expect(reply.body.data).toMatchObject([
      { campaign_id: 1, name: 'Just listed blitz', action_status: 0, shared_by: 'Ada Admin' },
      { campaign_id: 2, name: 'Just sold neighbours', action_status: 1, shared_by: 'Ada Admin' },
    ]);
    expect(await shared('admin')).toEqual([]);
  });

  it('shares the owner’s design with a PRO user by email or id, once while it waits', async () => {
    const reply = await call(shareCampaignEndpoint, {
      campaign_id: 2,
      shareto_userid: 'Studio@mailcraft.demo',
    });
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({
      data: { campaign_id: 2 },
      message: 'Campaign shared successfully!',
    });
    expect((await shared())[0]).toMatchObject({ campaign_id: 2, action_status: 0 });
    const again = await call(shareCampaignEndpoint, { campaign_id: 2, shareto_userid: '4' });
    expect(again.http).toBe(400);
    expect(again.body.message).toBe("This campaign is already waiting for that user's answer.");
  });

  it.each([
    [
      'a Marketplace user',
      1,
      'market@mailcraft.demo',
      'admin',
      'Campaigns can only be shared with a PRO admin.',
    ],
    ['the admin', 5, '1', 'studio', 'Campaigns can only be shared with a PRO admin.'],
    [
      'nobody known',
      1,
      'nobody@mailcraft.demo',
      'admin',
      'Campaigns can only be shared with a PRO admin.',
    ],
    ['oneself', 5, 'studio@mailcraft.demo', 'studio', 'You cannot share a campaign with yourself.'],
    [
      'the pending share again',
      1,
      '4',
      'admin',
      "This campaign is already waiting for that user's answer.",
    ],
  ] as const)('refuses sharing with %s', async (_case, campaignId, to, as, message) => {
    const before = db().campaignShares.all().length;
    const reply = await call(
      shareCampaignEndpoint,
      { campaign_id: campaignId, shareto_userid: to },
      as,
    );
    expect(reply.http).toBe(400);
    expect(reply.body.message).toBe(message);
    expect(db().campaignShares.all()).toHaveLength(before);
  });

  it('lets only the owner share, and asks who to', async () => {
    const notMine = await call(
      shareCampaignEndpoint,
      { campaign_id: 1, shareto_userid: '4' },
      'studio',
    );
    expect(notMine.http).toBe(403);
    const nobody = await call(shareCampaignEndpoint, { campaign_id: 1, shareto_userid: ' ' });
    expect(nobody.http).toBe(422);
  });

  it('accepting copies the design into the caller’s list, once', async () => {
    const reply = await call(acceptSharedCampaignEndpoint, { campaign_id: 1 }, 'studio');
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({
      data: { campaign_id: 1 },
      message: 'Successfully accepted. Please check your campaign list!',
    });
    const copy = (await list({ title: 'just listed blitz' }, 'studio')).body.data.find(
      (row) => row.my_campaign === 1,
    );
    expect(copy).toMatchObject({ name: 'Just listed blitz', status: 1, favourite_status: 0 });
    expect(copy!.id).not.toBe(1);
    expect(copy!.content).toBe(JSON.stringify(db().campaigns.get(1)!.steps));
    expect((await shared())[0]).toMatchObject({ campaign_id: 1, action_status: 1 });

    const again = await call(acceptSharedCampaignEndpoint, { campaign_id: 1 }, 'studio');
    expect(again.http).toBe(404);
    expect(again.body.message).toBe('This shared campaign is no longer waiting for an answer.');
  });

  it('rejecting marks the share and copies nothing', async () => {
    const before = db().campaigns.all().length;
    const reply = await call(rejectSharedCampaignEndpoint, { campaign_id: 1 }, 'studio');
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({
      data: { campaign_id: 1 },
      message: 'Successfully rejected!',
    });
    expect(db().campaigns.all()).toHaveLength(before);
    expect((await shared())[0]).toMatchObject({ campaign_id: 1, action_status: 2 });
    expect((await call(rejectSharedCampaignEndpoint, { campaign_id: 1 }, 'studio')).http).toBe(404);
    expect((await call(acceptSharedCampaignEndpoint, { campaign_id: 2 }, 'studio')).http).toBe(404);
  });

  it('shares the templates of an accepted copy the recipient could not use', async () => {
    const other = addOtherPro();
    const design = await call<WireCampaign>(createCampaignEndpoint, fieldsOf({ name: 'Mixed' }));
    const id = design.body.data.id;
    expect(
      (await call(shareCampaignEndpoint, { campaign_id: id, shareto_userid: `${other.id}` })).http,
    ).toBe(200);
    expect((await call(acceptSharedCampaignEndpoint, { campaign_id: id }, 'other')).http).toBe(200);
    expect(db().templates.get(1)?.shared_with_user_ids).toContain(other.id);
    const copy = (await list({ title: 'Mixed' }, 'other')).body.data.find((row) => row.my_campaign);
    expect(copy).toBeDefined();
    const resave = await call(updateCampaignEndpoint, fieldsOf({ campaign_id: copy!.id }), 'other');
    expect(resave.http).toBe(200);
  });
});
