// @vitest-environment node
import {
  createCategoryEndpoint,
  createIndustryEndpoint,
  deleteCategoryEndpoint,
  deleteIndustryEndpoint,
  editCategoryEndpoint,
  editIndustryEndpoint,
  listAllCategoriesEndpoint,
  listCategoriesEndpoint,
  listIndustriesEndpoint,
  updateIndustryStatusEndpoint,
} from '../../../src/features/catalog/api';
import type { CategoryRecord, IndustryRecord } from '../../../src/mocks/catalog/records';
import { db } from '../../../src/mocks/db';
import { callMock } from '../../utils/mockServer';

/**
 * The mock server's catalog calls behave like a server: lists page and filter, what is created is
 * listed, what is deleted is gone, bad input is refused with 422 field errors, unknown ids are 404,
 * the wrong role is 403 and a missing token 401. Seed: 15 categories (1–4 Real Estate, 5–6
 * Roofing, 7–8 Dental, 9–12 one each of industries 4–7, 13–15 every industry), all used by
 * templates; 12 industries (12 inactive), industries 1–7 have categories.
 */

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

const listCategories = (body: Record<string, unknown>) =>
  callMock<CategoryRecord[]>(listCategoriesEndpoint, { status: 0, limit: 10, offset: 0, ...body });
const listAllCategories = (body: Record<string, unknown> = {}) =>
  callMock<CategoryRecord[]>(listAllCategoriesEndpoint, { status: 0, ...body });
const listIndustries = (body: Record<string, unknown> = {}) =>
  callMock<IndustryRecord[]>(listIndustriesEndpoint, body);

describe('list_category', () => {
  it('pages the categories and counts them all', async () => {
    const first = await listCategories({});
    expect(first.http).toBe(200);
    expect(first.body.status).toBe(true);
    expect(first.body.total_count).toBe(15);
    expect(idsOf(first.body.data)).toEqual(range(1, 10));
    expect(first.body.data[0]).toEqual(db().categories.get(1));

    const second = await listCategories({ limit: 10, offset: 10 });
    expect(idsOf(second.body.data)).toEqual(range(11, 15));
    expect(second.body.total_count).toBe(15);

    const small = await listCategories({ limit: 3, offset: 4 });
    expect(idsOf(small.body.data)).toEqual([5, 6, 7]);

    const past = await listCategories({ offset: 40 });
    expect(past.body.data).toEqual([]);
    expect(past.body.total_count).toBe(15);
  });

  it('searches names case-insensitively and filters by industry', async () => {
    const just = await listCategories({ category_name: 'JUST' });
    expect(just.body.data.map((row) => row.category_name)).toEqual(['Just Listed', 'Just Sold']);
    expect(just.body.total_count).toBe(2);

    const realEstate = await listCategories({ industries_id: 1 });
    expect(idsOf(realEstate.body.data)).toEqual([1, 2, 3, 4]);
    expect(realEstate.body.total_count).toBe(4);

    const both = await listCategories({ industries_id: 2, category_name: 'storm' });
    expect(idsOf(both.body.data)).toEqual([5]);
    expect(both.body.total_count).toBe(1);

    const none = await listCategories({ category_name: 'no such category' });
    expect(none.body).toMatchObject({ status: true, data: [], total_count: 0 });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const missing = await callMock(listCategoriesEndpoint, { limit: 10, offset: 0 }, null);
    expect(missing.http).toBe(401);
    expect(missing.body.status).toBe(false);

    const wrong = await callMock(listCategoriesEndpoint, { api_token: 'not-a-token' }, null);
    expect(wrong.http).toBe(401);
  });
});

describe('list-all-category', () => {
  it('answers every category at once, filtered like the paged list', async () => {
    const all = await listAllCategories();
    expect(all.body.status).toBe(true);
    expect(idsOf(all.body.data)).toEqual(range(1, 15));
    expect(all.body.total_count).toBe(15);

    const dental = await listAllCategories({ industries_id: 3 });
    expect(dental.body.data.map((row) => row.category_name)).toEqual([
      'New Patient',
      'Recall Reminder',
    ]);
    expect(dental.body.total_count).toBe(2);
  });
});

describe('create_category', () => {
  it('creates a category that the lists then show, first', async () => {
    const created = await callMock<CategoryRecord>(createCategoryEndpoint, {
      category_name: '  Referral Thanks ',
      industry_id: 2,
    });
    expect(created.http).toBe(200);
    expect(created.body).toMatchObject({
      status: true,
      message: 'Category created successfully.',
      data: {
        id: 16,
        category_name: 'Referral Thanks',
        industry_id: 2,
        category_slug: 'referral-thanks',
        status: 0,
      },
    });
    expect(db().categories.get(16)).toEqual(created.body.data);

    const list = await listCategories({});
    expect(list.body.total_count).toBe(16);
    expect(list.body.data[0]?.id).toBe(16);
    const roofing = await listAllCategories({ industries_id: 2 });
    expect(idsOf(roofing.body.data)).toEqual([16, 5, 6]);
  });

  it('lets a studio (role 3) create one for every industry', async () => {
    const created = await callMock<CategoryRecord>(
      createCategoryEndpoint,
      { category_name: 'Anniversary', industry_id: null },
      'studio',
    );
    expect(created.body.status).toBe(true);
    expect(created.body.data.industry_id).toBeNull();
    expect(db().categories.all()).toHaveLength(16);
  });

  it.each([
    [
      'a name already taken (any case)',
      { category_name: 'just LISTED', industry_id: 1 },
      'category_name',
      'The category name has already been taken.',
    ],
    [
      'a blank name',
      { category_name: '   ', industry_id: 1 },
      'category_name',
      'The category name field is required.',
    ],
    ['no name at all', { industry_id: 1 }, 'category_name', 'The category name field is required.'],
    [
      'a name over 100 characters',
      { category_name: 'x'.repeat(101), industry_id: 1 },
      'category_name',
      'The category name may not be greater than 100 characters.',
    ],
    [
      'an unknown industry',
      { category_name: 'Brand New', industry_id: 999 },
      'industry_id',
      'The selected industry is invalid.',
    ],
  ])('refuses %s with a 422 field error', async (_case, body, field, message) => {
    const reply = await callMock(createCategoryEndpoint, body);
    expect(reply.http).toBe(422);
    expect(reply.body.status).toBe(false);
    expect(reply.body.errors?.[field]).toEqual([message]);
    expect(db().categories.all()).toHaveLength(15);
  });

  it('gives a blank name and an unknown industry both their errors', async () => {
    const reply = await callMock(createCategoryEndpoint, { category_name: '', industry_id: 77 });
    expect(reply.http).toBe(422);
    expect(Object.keys(reply.body.errors ?? {}).sort()).toEqual(['category_name', 'industry_id']);
  });

  it.each(['market', 'newcomer'] as const)('answers 403 to the %s user (role 2)', async (who) => {
    const reply = await callMock(
      createCategoryEndpoint,
      { category_name: 'Sneaky', industry_id: 1 },
      who,
    );
    expect(reply.http).toBe(403);
    expect(reply.body.status).toBe(false);
    expect(db().categories.find((row) => row.category_name === 'Sneaky')).toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    const reply = await callMock(createCategoryEndpoint, { category_name: 'Anon' }, null);
    expect(reply.http).toBe(401);
    expect(db().categories.all()).toHaveLength(15);
  });
});

describe('edit_category', () => {
  it('renames a category and moves it to another industry, keeping its place', async () => {
    const edited = await callMock<CategoryRecord>(editCategoryEndpoint, {
      category_id: 3,
      category_name: 'Open House Weekend',
      industry_id: null,
    });
    expect(edited.body).toMatchObject({
      status: true,
      message: 'Category updated successfully.',
      data: { id: 3, category_name: 'Open House Weekend', industry_id: null },
    });
    expect(db().categories.get(3)).toMatchObject({
      category_name: 'Open House Weekend',
      category_slug: 'open-house-weekend',
      industry_id: null,
    });
    const list = await listCategories({});
    expect(list.body.data[2]?.category_name).toBe('Open House Weekend');
    const realEstate = await listCategories({ industries_id: 1 });
    expect(idsOf(realEstate.body.data)).toEqual([1, 2, 4]);
  });

  it('lets a category keep its own name in another case', async () => {
    const edited = await callMock<CategoryRecord>(editCategoryEndpoint, {
      category_id: 3,
      category_name: 'OPEN HOUSE',
      industry_id: 1,
    });
    expect(edited.body.status).toBe(true);
    expect(db().categories.get(3)?.category_name).toBe('OPEN HOUSE');
  });

  it('refuses another category’s name, a blank name and an unknown industry with 422', async () => {
    const taken = await callMock(editCategoryEndpoint, {
      category_id: 3,
      category_name: 'just sold',
      industry_id: 1,
    });
    expect(taken.http).toBe(422);
    expect(taken.body.errors?.category_name).toEqual(['The category name has already been taken.']);

    const blank = await callMock(editCategoryEndpoint, {
      category_id: 3,
      category_name: ' ',
      industry_id: 1,
    });
    expect(blank.http).toBe(422);
    expect(blank.body.errors?.category_name).toEqual(['The category name field is required.']);

    const industry = await callMock(editCategoryEndpoint, {
      category_id: 3,
      category_name: 'Open House',
      industry_id: 404,
    });
    expect(industry.http).toBe(422);
    expect(industry.body.errors?.industry_id).toEqual(['The selected industry is invalid.']);

    expect(db().categories.get(3)).toMatchObject({ category_name: 'Open House', industry_id: 1 });
  });

  it('answers 404 for an unknown category and 403 to the market user', async () => {
    const unknown = await callMock(editCategoryEndpoint, {
      category_id: 999,
      category_name: 'Ghost',
      industry_id: 1,
    });
    expect(unknown.http).toBe(404);
    expect(unknown.body).toMatchObject({ status: false, message: 'Category not found.' });

    const market = await callMock(
      editCategoryEndpoint,
      { category_id: 3, category_name: 'Mine now', industry_id: 1 },
      'market',
    );
    expect(market.http).toBe(403);
    expect(db().categories.get(3)?.category_name).toBe('Open House');
  });
});

describe('delete-category', () => {
  it('refuses to delete a category that templates use, with status false and a message', async () => {
    const used = db().templates.filter((row) => row.category === 1).length;
    expect(used).toBe(9);
    const reply = await callMock(deleteCategoryEndpoint, { category_id: 1 });
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe(false);
    expect(reply.body.message).toBe('This category cannot be deleted: 9 templates use it.');
    expect(db().categories.get(1)).toBeDefined();
  });

  it('deletes an unused category, which then is gone from the lists', async () => {
    const created = await callMock<CategoryRecord>(createCategoryEndpoint, {
      category_name: 'Short Lived',
      industry_id: 4,
    });
    const id = created.body.data.id;

    const deleted = await callMock<{ id: number }>(deleteCategoryEndpoint, { category_id: id });
    expect(deleted.body).toMatchObject({
      status: true,
      data: { id },
      message: 'Category deleted successfully.',
    });
    expect(db().categories.get(id)).toBeUndefined();
    const list = await listAllCategories();
    expect(idsOf(list.body.data)).not.toContain(id);
    expect(list.body.total_count).toBe(15);

    const again = await callMock(deleteCategoryEndpoint, { category_id: id });
    expect(again.http).toBe(404);
  });

  it('answers 404 for an unknown or missing id and 403 to the market user', async () => {
    expect((await callMock(deleteCategoryEndpoint, { category_id: 999 })).http).toBe(404);
    expect((await callMock(deleteCategoryEndpoint, {})).http).toBe(404);
    const market = await callMock(deleteCategoryEndpoint, { category_id: 15 }, 'market');
    expect(market.http).toBe(403);
    expect(db().categories.get(15)).toBeDefined();
  });
});

describe('list-all-industryies', () => {
  it('answers every industry without paging, and a page with limit and offset', async () => {
    const all = await listIndustries();
    expect(all.body.status).toBe(true);
    expect(idsOf(all.body.data)).toEqual(range(1, 12));
    expect(all.body.total_count).toBe(12);
    expect(all.body.data[11]).toMatchObject({ industry_name: 'Legacy Retail', status: 0 });

    const last = await listIndustries({ limit: 5, offset: 10 });
    expect(idsOf(last.body.data)).toEqual([11, 12]);
    expect(last.body.total_count).toBe(12);
  });

  it('searches names case-insensitively, counting every match', async () => {
    const al = await listIndustries({ search_text: 'AL' });
    expect(al.body.data.map((row) => row.industry_name)).toEqual([
      'Real Estate',
      'Dental',
      'Legal',
    ]);
    expect(al.body.total_count).toBe(3);

    const withS = await listIndustries({ search_text: 's', limit: 3, offset: 3 });
    expect(idsOf(withS.body.data)).toEqual([6, 7, 8]);
    expect(withS.body.total_count).toBe(7);
  });
});

describe('create-industry, edit-industry, delete-industry', () => {
  it('creates an active industry that the list then shows', async () => {
    const created = await callMock<IndustryRecord>(createIndustryEndpoint, {
      industry_name: 'Veterinary',
      profile_type: 'agent',
      assets_status: 1,
      private_status: 0,
    });
    expect(created.body).toMatchObject({
      status: true,
      message: 'Industry created successfully.',
      data: {
        id: 13,
        industry_name: 'Veterinary',
        profile_type: 'agent',
        assets_status: 1,
        private_status: 0,
        status: 1,
      },
    });
    expect(db().industries.get(13)).toEqual(created.body.data);
    const list = await listIndustries({ search_text: 'veter' });
    expect(idsOf(list.body.data)).toEqual([13]);
    expect((await listIndustries()).body.total_count).toBe(13);
  });

  it('refuses a taken or blank name with 422', async () => {
    const taken = await callMock(createIndustryEndpoint, {
      industry_name: 'roofing',
      profile_type: 'business',
    });
    expect(taken.http).toBe(422);
    expect(taken.body.errors?.industry_name).toEqual(['The industry name has already been taken.']);

    const blank = await callMock(createIndustryEndpoint, { industry_name: '  ' });
    expect(blank.http).toBe(422);
    expect(blank.body.errors?.industry_name).toEqual(['The industry name field is required.']);
    expect(db().industries.all()).toHaveLength(12);
  });

  it('edits an industry and refuses another’s name, a blank name and an unknown id', async () => {
    const edited = await callMock<IndustryRecord>(editIndustryEndpoint, {
      industry_id: 2,
      industry_name: 'Roofing & Gutters',
      profile_type: 'agent',
      assets_status: 0,
      private_status: 1,
    });
    expect(edited.body).toMatchObject({
      status: true,
      message: 'Industry updated successfully.',
      data: { id: 2, industry_name: 'Roofing & Gutters', profile_type: 'agent', private_status: 1 },
    });
    expect(db().industries.get(2)?.industry_name).toBe('Roofing & Gutters');

    const taken = await callMock(editIndustryEndpoint, { industry_id: 2, industry_name: 'DENTAL' });
    expect(taken.http).toBe(422);
    expect(taken.body.errors?.industry_name).toEqual(['The industry name has already been taken.']);

    const blank = await callMock(editIndustryEndpoint, { industry_id: 2, industry_name: '' });
    expect(blank.http).toBe(422);

    const unknown = await callMock(editIndustryEndpoint, { industry_id: 99, industry_name: 'X' });
    expect(unknown.http).toBe(404);
    expect(unknown.body.message).toBe('Industry not found.');
    expect(db().industries.get(2)?.industry_name).toBe('Roofing & Gutters');
  });

  it('deletes an industry without categories, and refuses one that has some', async () => {
    const inUse = await callMock(deleteIndustryEndpoint, { industry_id: 1 });
    expect(inUse.http).toBe(200);
    expect(inUse.body).toMatchObject({
      status: false,
      message: 'This industry cannot be deleted while categories belong to it.',
    });
    expect(db().industries.get(1)).toBeDefined();

    const deleted = await callMock<{ id: number }>(deleteIndustryEndpoint, { industry_id: 12 });
    expect(deleted.body).toMatchObject({ status: true, data: { id: 12 } });
    expect(db().industries.get(12)).toBeUndefined();
    const list = await listIndustries();
    expect(idsOf(list.body.data)).toEqual(range(1, 11));
    expect(list.body.total_count).toBe(11);

    expect((await callMock(deleteIndustryEndpoint, { industry_id: 12 })).http).toBe(404);
  });

  it('refuses to delete an industry that templates still use', async () => {
    db().templates.update(1, { industry_id: 8 });
    const reply = await callMock(deleteIndustryEndpoint, { industry_id: 8 });
    expect(reply.body).toMatchObject({
      status: false,
      message: 'This industry cannot be deleted while templates belong to it.',
    });
    expect(db().industries.get(8)).toBeDefined();
  });

  it('refuses an industry link that is not an id (422) rather than dropping it', async () => {
    const reply = await callMock(createCategoryEndpoint, {
      category_name: 'Garbage link',
      industry_id: 'abc',
    });
    expect(reply.http).toBe(422);
    expect(reply.body.errors?.industry_id).toBeDefined();
  });

  it.each(['studio', 'market'] as const)('is for the admin only: %s gets 403', async (who) => {
    const create = await callMock(createIndustryEndpoint, { industry_name: 'Nope' }, who);
    const edit = await callMock(
      editIndustryEndpoint,
      { industry_id: 2, industry_name: 'Nope' },
      who,
    );
    const remove = await callMock(deleteIndustryEndpoint, { industry_id: 12 }, who);
    const status = await callMock(
      updateIndustryStatusEndpoint,
      { industry_id: 12, status: 1 },
      who,
    );
    expect([create.http, edit.http, remove.http, status.http]).toEqual([403, 403, 403, 403]);
    expect(create.body).toMatchObject({
      status: false,
      message: 'You are not allowed to do this.',
    });
    expect(db().industries.all()).toHaveLength(12);
    expect(db().industries.get(2)?.industry_name).toBe('Roofing');
    expect(db().industries.get(12)?.status).toBe(0);
  });
});

describe('update-industry-status', () => {
  it('turns an industry on and off', async () => {
    const on = await callMock<IndustryRecord>(updateIndustryStatusEndpoint, {
      industry_id: 12,
      status: 1,
    });
    expect(on.body).toMatchObject({
      status: true,
      message: 'Industry status updated.',
      data: { id: 12, status: 1 },
    });
    expect(db().industries.get(12)?.status).toBe(1);

    const off = await callMock(updateIndustryStatusEndpoint, { industry_id: 12, status: '0' });
    expect(off.body.status).toBe(true);
    expect(db().industries.get(12)?.status).toBe(0);
    const list = await listIndustries({ search_text: 'legacy' });
    expect(list.body.data[0]?.status).toBe(0);
  });

  it.each([2, -1, 'on', null])('refuses status %j with a 422 field error', async (status) => {
    const reply = await callMock(updateIndustryStatusEndpoint, { industry_id: 3, status });
    expect(reply.http).toBe(422);
    expect(reply.body.errors?.status).toEqual(['The status must be 0 or 1.']);
    expect(db().industries.get(3)?.status).toBe(1);
  });

  it('answers 404 for an unknown industry', async () => {
    const reply = await callMock(updateIndustryStatusEndpoint, { industry_id: 404, status: 1 });
    expect(reply.http).toBe(404);
    expect(reply.body.message).toBe('Industry not found.');
  });
});
