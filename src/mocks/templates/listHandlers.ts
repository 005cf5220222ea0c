import {
  categoryFilterEndpoint,
  getTemplatesByIdsEndpoint,
  listTemplatesEndpoint,
  mergeTagsEndpoint,
  searchTemplatesEndpoint,
  smsOrEmailEditInfoEndpoint,
  templateCompleteStatusEndpoint,
  templateDetailsEndpoint,
  templateJsonContentEndpoint,
  templateNameExistsEndpoint,
} from '../../features/templates/api';
import type { RequestOf } from '../../api/endpoint';
import { MERGE_TAG_TOKENS } from '../../lib/mergeTags';
import type { TemplateRecord } from './records';
import { fail, invalid, ok, type MockReply } from '../kit/replies';
import { handle, type MockRequest } from '../kit/handle';
import { idOf } from '../kit/fields';
import { matches, pageOf } from '../kit/paging';
import {
  isComplete,
  isReserved,
  isTemplateType,
  listedTemplates,
  oneTemplate,
  ownsOrShares,
  templateView,
  titleTaken,
} from './rules';

const MARKETPLACE_ROLE = 2;

/** Newest first, as the lists show them; an edit keeps a template's place. */
const newestFirst = (a: TemplateRecord, b: TemplateRecord) => b.id - a.id;

/** The template search and list query (§3), plus the gallery's basic card query. */
function listReply({
  body,
  read,
  db,
  user,
}: MockRequest<RequestOf<typeof listTemplatesEndpoint>>): MockReply {
  if (!isTemplateType(body.type)) return invalid({ type: ['The selected type is invalid.'] });
  const me = user!;
  const title = read.text('title');
  const category = read.id('category');
  const industry = read.id('industry_id');
  const mine = read.int('my_template', 0) === 1;
  const withPhoto = read.int('propertyphoto_status', 0) === 1;
  const favourites = read.int('favourite_filter', 0) === 1;
  const rows = listedTemplates(
    db,
    (row) =>
      row.type === body.type &&
      matches(row.title, title) &&
      (category === null || row.category === category) &&
      (industry === null || row.industry_id === industry) &&
      (!mine || ownsOrShares(row, me)) &&
      (!withPhoto || row.propertyphoto_status === 1) &&
      (!favourites || row.favourite_user_ids.includes(me.id)) &&
      // A buyer (Marketplace) is offered only what can be ordered: no draft without its artwork.
      (me.role_id !== MARKETPLACE_ROLE || isComplete(row)),
  ).sort(newestFirst);
  return ok(
    pageOf(rows, body).map((row) => templateView(db, row, me)),
    { total_count: rows.length },
  );
}

function contentView(row: TemplateRecord) {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    subject: row.subject,
    front_svg: row.front_svg,
    back_svg: row.back_svg,
  };
}

/** The labels the merge-tag call gives each token (§3 "Merge tags"). */
const MERGE_TAG_NAMES: Record<string, string> = {
  '{{first_name}}': 'First name',
  '{{last_name}}': 'Last name',
  '{{full_name}}': 'Full name',
  '{{business_name}}': 'Business name',
  '{{website}}': 'Website',
  '{{email}}': 'Email',
  '{{street}}': 'Street',
  '{{city}}': 'City',
  '{{state}}': 'State',
  '{{zip}}': 'Zip',
  '{{city_state_zip}}': 'City, state and zip',
  '{{owner_first_name}}': 'Owner first name',
  '{{owner_last_name}}': 'Owner last name',
  '{{owner_full_name}}': 'Owner full name',
  '{{property_street}}': 'Property street',
  '{{property_city}}': 'Property city',
  '{{property_state}}': 'Property state',
  '{{property_zip}}': 'Property zip',
  '{{property_city_state_zip}}': 'Property city, state and zip',
};


export const templateListHandlers = [
  handle(searchTemplatesEndpoint, listReply),
  handle(listTemplatesEndpoint, listReply),

  handle(categoryFilterEndpoint, ({ body, read, db, user }) => {
    const ids = read
      .text('categories')
      .split(',')
      .map((part) => idOf(part))
      .filter((id): id is number => id !== null);
    if (ids.length === 0) return invalid({ categories: ['Choose at least one category.'] });
    const type = isTemplateType(body.type) ? body.type : null;
    const rows = listedTemplates(
      db,
      (row) =>
        row.category !== null && ids.includes(row.category) && (type === null || row.type === type),
    ).sort(newestFirst);
    if (rows.length === 0)
      return fail(
        'Selected categories are not associated with any template. Please select other categories.',
      );
    return ok(
      pageOf(rows, body).map((row) => templateView(db, row, user!)),
      { total_count: rows.length },
    );
  }),

  handle(getTemplatesByIdsEndpoint, ({ body, db, user }) => {
    if (!Array.isArray(body.ids)) return invalid({ ids: ['The ids must be a list.'] });
    const ids = body.ids.map((id) => idOf(id)).filter((id): id is number => id !== null);
    const rows = ids.flatMap((id) => db.templates.get(id) ?? []).filter((row) => !isReserved(row));
    const ofType = (type: TemplateRecord['type']) =>
      rows.filter((row) => row.type === type).map((row) => templateView(db, row, user!));
    return ok({ sms: ofType('sms'), mail: ofType('mail'), card: ofType('card') });
  }),

  handle(templateCompleteStatusEndpoint, ({ body, db, user }) => {
    const found = oneTemplate(db, body.template_id, user);
    if ('reply' in found) return found.reply;
    return ok({ id: found.row.id, complete_status: isComplete(found.row) ? 1 : 0 });
  }),

  handle(templateDetailsEndpoint, ({ body, db, user }) => {
    const found = oneTemplate(db, body.template_id, user);
    return 'reply' in found ? found.reply : ok(templateView(db, found.row, user!));
  }),

  handle(smsOrEmailEditInfoEndpoint, ({ body, db, user }) => {
    const found = oneTemplate(db, body.template_id, user);
    if ('reply' in found) return found.reply;
    if (found.row.type === 'card')
      return fail('This call is for sms and email templates only.', { status: 422 });
    return ok(templateView(db, found.row, user!));
  }),

  handle(templateJsonContentEndpoint, ({ body, db, user }) => {
    const found = oneTemplate(db, body.template_id, user);
    return 'reply' in found ? found.reply : ok(contentView(found.row));
  }),

  handle(templateNameExistsEndpoint, ({ body, read, db, user }) => {
    const name = read.text('template_name');
    if (name === '') return invalid({ template_name: ['The template name field is required.'] });
    if (!isTemplateType(body.template_type))
      return invalid({ template_type: ['The selected template type is invalid.'] });
    return ok({ exists: titleTaken(db, user!.id, body.template_type, name) });
  }),

  handle(mergeTagsEndpoint, () =>
    ok(MERGE_TAG_TOKENS.map((value) => ({ name: MERGE_TAG_NAMES[value] ?? value, value }))),
  ),
];
