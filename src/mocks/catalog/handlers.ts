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
} from '../../features/catalog/api';
import type { Database } from '../db';
import type { UserRecord } from '../auth';
import { slugOf } from './seed';
import { fail, invalid, ok, type MockReply } from '../kit/replies';
import { handle } from '../kit/handle';
import { idOf, optionalIdOf, textOf } from '../kit/fields';
import { matches, pageOf } from '../kit/paging';
import { listedTemplates } from '../templates';

const NAME_MAX = 100;

function nameErrors(name: string, field: string, label: string): Record<string, string[]> {
  if (name === '') return { [field]: [`The ${label} field is required.`] };
  if ([...name].length > NAME_MAX)
    return { [field]: [`The ${label} may not be greater than ${NAME_MAX} characters.`] };
  return {};
}

/** Only the super admin manages industries; categories are managed by admins and studios. */
function forbidden(user: UserRecord | null, roles: number[]): MockReply | null {
  return user && roles.includes(user.role_id)
    ? null
    : fail('You are not allowed to do this.', { status: 403 });
}

function categoryRows(db: Database, body: Record<string, unknown>) {
  const name = textOf(body.category_name);
  const industry = idOf(body.industries_id);
  return db.categories.filter(
    (row) =>
      matches(row.category_name, name) && (industry === null || row.industry_id === industry),
  );
}

/** An optional industry link: none, or an industry that exists. */
function industryOf(db: Database, value: unknown): number | null | false {
  const id = optionalIdOf(value);
  return id === null || (id !== false && db.industries.get(id)) ? id : false;
}

export const catalogHandlers = [
  handle(listCategoriesEndpoint, ({ body, db }) => {
    const rows = categoryRows(db, body);
    return ok(pageOf(rows, body), { total_count: rows.length });
  }),

  handle(listAllCategoriesEndpoint, ({ body, db }) => {
    const rows = categoryRows(db, body);
    return ok(rows, { total_count: rows.length });
  }),

  handle(createCategoryEndpoint, ({ body, read, db, user }) => {
    const denied = forbidden(user, [1, 3]);
    if (denied) return denied;
    const name = read.text('category_name');
    const industry = industryOf(db, body.industry_id);
    const errors = nameErrors(name, 'category_name', 'category name');
    if (industry === false) errors.industry_id = ['The selected industry is invalid.'];
    if (Object.keys(errors).length > 0 || industry === false) return invalid(errors);
    if (db.categories.find((row) => row.category_name.toLowerCase() === name.toLowerCase()))
      return invalid({ category_name: ['The category name has already been taken.'] });
    const created = db.categories.insert({
      category_name: name,
      industry_id: industry,
      category_slug: slugOf(name),
      status: 0,
    });
    return ok(created, { message: 'Category created successfully.' });
  }),

  handle(editCategoryEndpoint, ({ body, read, db, user }) => {
    const denied = forbidden(user, [1, 3]);
    if (denied) return denied;
    const id = read.id('category_id');
    const existing = id === null ? undefined : db.categories.get(id);
    if (!existing) return fail('Category not found.', { status: 404 });
    const name = read.text('category_name');
    const industry = industryOf(db, body.industry_id);
    const errors = nameErrors(name, 'category_name', 'category name');
    if (industry === false) errors.industry_id = ['The selected industry is invalid.'];
    if (Object.keys(errors).length > 0 || industry === false) return invalid(errors);
    const taken = db.categories.find(
      (row) => row.id !== existing.id && row.category_name.toLowerCase() === name.toLowerCase(),
    );
    if (taken) return invalid({ category_name: ['The category name has already been taken.'] });
    const updated = db.categories.update(existing.id, {
      category_name: name,
      industry_id: industry,
      category_slug: slugOf(name),
    });
    return ok(updated, { message: 'Category updated successfully.' });
  }),

  handle(deleteCategoryEndpoint, ({ read, db, user }) => {
    const denied = forbidden(user, [1, 3]);
    if (denied) return denied;
    const id = read.id('category_id');
    if (id === null || !db.categories.get(id)) return fail('Category not found.', { status: 404 });
    const used = listedTemplates(db, (row) => row.category === id).length;
    if (used > 0)
      return fail(
        `This category cannot be deleted: ${used} template${used === 1 ? ' uses' : 's use'} it.`,
      );
    db.categories.remove(id);
    return ok({ id }, { message: 'Category deleted successfully.' });
  }),

  handle(listIndustriesEndpoint, ({ body, read, db }) => {
    const search = read.text('search_text');
    const rows = db.industries.filter((row) => matches(row.industry_name, search));
    const paged = body.limit === undefined ? rows : pageOf(rows, body);
    return ok(paged, { total_count: rows.length });
  }),

  handle(createIndustryEndpoint, ({ read, db, user }) => {
    const denied = forbidden(user, [1]);
    if (denied) return denied;
    const name = read.text('industry_name');
    const errors = nameErrors(name, 'industry_name', 'industry name');
    if (Object.keys(errors).length > 0) return invalid(errors);
    if (db.industries.find((row) => row.industry_name.toLowerCase() === name.toLowerCase()))
      return invalid({ industry_name: ['The industry name has already been taken.'] });
    const created = db.industries.insert({
      industry_name: name,
      profile_type: read.text('profile_type') || 'business',
      assets_status: read.int('assets_status', 0) === 1 ? 1 : 0,
      private_status: read.int('private_status', 0) === 1 ? 1 : 0,
      status: 1,
    });
    return ok(created, { message: 'Industry created successfully.' });
  }),

  handle(editIndustryEndpoint, ({ read, db, user }) => {
    const denied = forbidden(user, [1]);
    if (denied) return denied;
    const id = read.id('industry_id');
    const existing = id === null ? undefined : db.industries.get(id);
    if (!existing) return fail('Industry not found.', { status: 404 });
    const name = read.text('industry_name');
    const errors = nameErrors(name, 'industry_name', 'industry name');
    if (Object.keys(errors).length > 0) return invalid(errors);
    const taken = db.industries.find(
      (row) => row.id !== existing.id && row.industry_name.toLowerCase() === name.toLowerCase(),
    );
    if (taken) return invalid({ industry_name: ['The industry name has already been taken.'] });
    const updated = db.industries.update(existing.id, {
      industry_name: name,
      profile_type: read.text('profile_type') || existing.profile_type,
      assets_status: read.int('assets_status', existing.assets_status) === 1 ? 1 : 0,
      private_status: read.int('private_status', existing.private_status) === 1 ? 1 : 0,
    });
    return ok(updated, { message: 'Industry updated successfully.' });
  }),

  handle(deleteIndustryEndpoint, ({ read, db, user }) => {
    const denied = forbidden(user, [1]);
    if (denied) return denied;
    const id = read.id('industry_id');
    if (id === null || !db.industries.get(id)) return fail('Industry not found.', { status: 404 });
    const categories = db.categories.filter((row) => row.industry_id === id).length;
    if (categories > 0)
      return fail('This industry cannot be deleted while categories belong to it.');
    if (listedTemplates(db, (row) => row.industry_id === id).length > 0)
      return fail('This industry cannot be deleted while templates belong to it.');
    db.industries.remove(id);
    return ok({ id }, { message: 'Industry deleted successfully.' });
  }),

  handle(updateIndustryStatusEndpoint, ({ read, db, user }) => {
    const denied = forbidden(user, [1]);
    if (denied) return denied;
    const id = read.id('industry_id');
    const status = read.int('status', -1);
    if (id === null || !db.industries.get(id)) return fail('Industry not found.', { status: 404 });
    if (status !== 0 && status !== 1) return invalid({ status: ['The status must be 0 or 1.'] });
    return ok(db.industries.update(id, { status }), { message: 'Industry status updated.' });
  }),
];
