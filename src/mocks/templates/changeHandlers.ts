import {
  convertPdfEndpoint,
  createTemplateEndpoint,
  deleteTemplateEndpoint,
  duplicateTemplateEndpoint,
  favouriteTemplateEndpoint,
  notifyTemplatesInsertedEndpoint,
  quickUpdateTemplateEndpoint,
  shareTemplateEndpoint,
  updateTemplateEndpoint,
} from '../../features/templates/api';
import type { Database } from '../db';
import type { TemplateRecord } from './records';
import type { UserRecord } from '../auth';
import { fail, invalid, ok, type MockReply } from '../kit/replies';
import { handle } from '../kit/handle';
import { idOf, optionalIdOf, textOf } from '../kit/fields';
import { CARD_CONTENT_MESSAGE, NOT_RESERVED_MESSAGE, isReadableCard } from './cardRules';
import {
  IMAGE_LIMIT_BYTES,
  IMAGE_LIMIT_MESSAGE,
  IN_USE_MESSAGE,
  SMS_MAX,
  TITLE_MAX,
  inlineImageBytes,
  isInUse,
  isReserved,
  isTemplateType,
  mayChange,
  oneTemplate,
  templateView,
  titleTaken,
  toBase64,
} from './rules';

const now = () => new Date().toISOString();

function titleErrors(title: string): string[] {
  if (title === '') return ['The title field is required.'];
  if ([...title].length > TITLE_MAX)
    return [`The title may not be greater than ${TITLE_MAX} characters.`];
  return [];
}

/** The create and update rules for a template's fields; null when they are valid. */
function fieldProblems(
  db: Database,
  type: TemplateRecord['type'],
  body: Record<string, unknown>,
): MockReply | null {
  const errors: Record<string, string[]> = {};
  const title = textOf(body.title);
  const content = typeof body.content === 'string' ? body.content : '';
  const titleProblems = titleErrors(title);
  if (titleProblems.length > 0) errors.title = titleProblems;
  const category = optionalIdOf(body.category);
  if (category === false || (category !== null && !db.categories.get(category)))
    errors.category = ['The selected category is invalid.'];
  const industry = optionalIdOf(body.industry_id);
  if (industry === false || (industry !== null && !db.industries.get(industry)))
    errors.industry_id = ['The selected industry is invalid.'];
  if (type === 'sms') {
    if (content.trim() === '') errors.content = ['The message field is required.'];
    else if (content.length > SMS_MAX)
      errors.content = [`The message may not be greater than ${SMS_MAX} characters.`];
  }
  if (type === 'mail') {
    if (textOf(body.subject) === '') errors.subject = ['The subject field is required.'];
    if (content.trim() === '') errors.content = ['The email body field is required.'];
    else if (inlineImageBytes(content) > IMAGE_LIMIT_BYTES)
      return fail(IMAGE_LIMIT_MESSAGE, { status: 422 });
  }
  if (type === 'card') {
    // The design itself: a document the Design Studio can open, its images within 10 MB.
    if (!isReadableCard(content)) errors.content = [CARD_CONTENT_MESSAGE];
    else if (inlineImageBytes(content) > IMAGE_LIMIT_BYTES)
      return fail(IMAGE_LIMIT_MESSAGE, { status: 422 });
  }
  return Object.keys(errors).length > 0 ? invalid(errors) : null;
}

/** The fields a create or update sets; fields an update leaves out keep their values. */
function changedFields(body: Record<string, unknown>, current?: TemplateRecord) {
  const given = (key: string) => key in body || current === undefined;
  return {
    title: textOf(body.title),
    subject: given('subject') ? textOf(body.subject) : current!.subject,
    content: given('content')
      ? typeof body.content === 'string'
        ? body.content
        : ''
      : current!.content,
    category: given('category') ? idOf(body.category) : current!.category,
    industry_id: given('industry_id') ? idOf(body.industry_id) : current!.industry_id,
  };
}

/**
 * create_template for a card the Design Studio reserved an id for (createcardtemplate-
 * forprovidetempid): the reserved row is filled in and listed from now on, keeping the artwork
 * saved to it meanwhile. Fields the call leaves out keep the reserved row's (its industry).
 */
function fillReservedCard(
  db: Database,
  user: UserRecord,
  reservedId: number | false,
  body: Record<string, unknown>,
): MockReply {
  const row = reservedId === false ? undefined : db.templates.get(reservedId);
  if (!row || !isReserved(row) || row.user_id !== user.id || row.type !== 'card')
    return invalid({ template_id: [NOT_RESERVED_MESSAGE] });
  const fields = changedFields(body, row);
  const problems = fieldProblems(db, 'card', { ...body, ...fields });
  if (problems) return problems;
  if (titleTaken(db, user.id, 'card', fields.title, row.id))
    return invalid({ title: ['You already have a template with this name.'] });
  const filled = db.templates.update(row.id, {
    ...fields,
    subject: '',
    reserved: undefined,
    updated_at: now(),
  })!;
  return ok(templateView(db, filled, user), { message: 'Template created successfully.' });
}

export const templateChangeHandlers = [
  handle(createTemplateEndpoint, ({ body, read, db, user }) => {
    if (!isTemplateType(body.type)) return invalid({ type: ['The selected type is invalid.'] });
    if (body.type === 'card') {
      const reservedId = read.optionalId('template_id');
      if (reservedId !== null) return fillReservedCard(db, user!, reservedId, body);
    }
    const problems = fieldProblems(db, body.type, body);
    if (problems) return problems;
    const fields = changedFields(body);
    if (titleTaken(db, user!.id, body.type, fields.title))
      return invalid({ title: ['You already have a template with this name.'] });
    const created = db.templates.insert({
      ...fields,
      user_id: user!.id,
      type: body.type,
      front_svg: '',
      back_svg: '',
      favourite_user_ids: [],
      shared_with_user_ids: [],
      propertyphoto_status: 0,
      zapier_used: 0,
      updated_at: now(),
    });
    return ok(templateView(db, created, user!), { message: 'Template created successfully.' });
  }),

  handle(updateTemplateEndpoint, ({ body, db, user }) => {
    const found = oneTemplate(db, body.template_id);
    if ('reply' in found) return found.reply;
    if (!mayChange(found.row, user!))
      return fail('You can only edit your own templates.', { status: 403 });
    const fields = changedFields(body, found.row);
    const problems = fieldProblems(db, found.row.type, { ...body, ...fields });
    if (problems) return problems;
    if (titleTaken(db, found.row.user_id, found.row.type, fields.title, found.row.id))
      return invalid({ title: ['You already have a template with this name.'] });
    const updated = db.templates.update(found.row.id, { ...fields, updated_at: now() })!;
    // The spec reads the first item of data (§7).
    return ok([templateView(db, updated, user!)], { message: 'Template updated successfully.' });
  }),

  handle(quickUpdateTemplateEndpoint, ({ body, read, db, user }) => {
    const found = oneTemplate(db, body.template_id);
    if ('reply' in found) return found.reply;
    if (!mayChange(found.row, user!))
      return fail('You can only edit your own templates.', { status: 403 });
    const title = read.text('title');
    const errors: Record<string, string[]> = {};
    const titleProblems = titleErrors(title);
    if (titleProblems.length > 0) errors.title = titleProblems;
    const category = read.optionalId('category');
    if (category === false || (category !== null && !db.categories.get(category)))
      errors.category = ['The selected category is invalid.'];
    if (Object.keys(errors).length > 0 || category === false) return invalid(errors);
    if (titleTaken(db, found.row.user_id, found.row.type, title, found.row.id))
      return invalid({ title: ['You already have a template with this name.'] });
    const updated = db.templates.update(found.row.id, { title, category, updated_at: now() })!;
    return ok(templateView(db, updated, user!), { message: 'Template updated successfully.' });
  }),

  handle(deleteTemplateEndpoint, ({ body, db, user }) => {
    // The owner may drop a card id reserved and never created (an abandoned new card).
    const found = oneTemplate(db, body.template_id, user);
    if ('reply' in found) return found.reply;
    if (!mayChange(found.row, user!))
      return fail('You can only delete your own templates.', { status: 403 });
    if (isInUse(db, found.row)) return fail(IN_USE_MESSAGE);
    db.templates.remove(found.row.id);
    return ok({ id: found.row.id }, { message: 'Template is deleted successfully!' });
  }),

  handle(favouriteTemplateEndpoint, ({ body, db, user }) => {
    const found = oneTemplate(db, body.template_id);
    if ('reply' in found) return found.reply;
    const status = body.favourite_status;
    if (status !== 0 && status !== 1 && status !== '0' && status !== '1')
      return invalid({ favourite_status: ['The favourite status must be 0 or 1.'] });
    const others = found.row.favourite_user_ids.filter((id) => id !== user!.id);
    const updated = db.templates.update(found.row.id, {
      favourite_user_ids: Number(status) === 1 ? [...others, user!.id] : others,
    })!;
    return ok(templateView(db, updated, user!));
  }),

  handle(duplicateTemplateEndpoint, ({ body, read, db, user }) => {
    const found = oneTemplate(db, body.template_id);
    if ('reply' in found) return found.reply;
    const name = read.text('template_name');
    const nameProblems = titleErrors(name);
    if (nameProblems.length > 0) return invalid({ template_name: nameProblems });
    if (body.template_type !== found.row.type)
      return invalid({ template_type: ['The template type does not match the template.'] });
    if (titleTaken(db, user!.id, found.row.type, name))
      return invalid({ template_name: ['You already have a template with this name.'] });
    const { id: _id, edit_seconds: _seconds, ...source } = found.row;
    const copy = db.templates.insert({
      ...source,
      title: name,
      user_id: user!.id,
      favourite_user_ids: [],
      shared_with_user_ids: [],
      zapier_used: 0,
      updated_at: now(),
    });
    return ok(templateView(db, copy, user!), { message: 'Template duplicated successfully.' });
  }),

  handle(shareTemplateEndpoint, ({ body, read, db, user }) => {
    const found = oneTemplate(db, body.template_id);
    if ('reply' in found) return found.reply;
    if (!mayChange(found.row, user!))
      return fail('You can only share your own templates.', { status: 403 });
    const target = read.text('shareto_userid');
    if (target === '') return invalid({ shareto_userid: ['Choose who to share it with.'] });
    const recipient = /^\d+$/.test(target)
      ? db.users.get(Number(target))
      : db.users.find((row) => row.email.toLowerCase() === target.toLowerCase());
    if (!recipient) return fail('No user was found with that email or ID.');
    if (recipient.id === user!.id) return fail('You cannot share a template with yourself.');
    if (recipient.id === found.row.user_id || found.row.shared_with_user_ids.includes(recipient.id))
      return fail(`${recipient.fname} ${recipient.lname} already has this template.`);
    db.templates.update(found.row.id, {
      shared_with_user_ids: [...found.row.shared_with_user_ids, recipient.id],
    });
    return ok(
      { id: found.row.id },
      { message: `Template shared with ${recipient.fname} ${recipient.lname}.` },
    );
  }),

  handle(convertPdfEndpoint, async ({ body, db, user }) => {
    const found = oneTemplate(db, body.template_id, user);
    if ('reply' in found) return found.reply;
    // pdf-lib is large: the demo loads it on the first PDF asked for.
    const { renderTemplatePdf } = await import('./templatePdf');
    const bytes = await renderTemplatePdf({
      title: found.row.title,
      type: found.row.type,
      subject: found.row.subject,
      content: found.row.content,
      frontSvg: found.row.front_svg,
      backSvg: found.row.back_svg,
    });
    const fileName = `${found.row.title.replace(/[^\w -]+/g, '').trim() || 'template'}.pdf`;
    return ok({ file_name: fileName, pdf_base64: toBase64(bytes) });
  }),

  handle(notifyTemplatesInsertedEndpoint, ({ body, db }) => {
    if (!Array.isArray(body.templateid_array))
      return invalid({ templateid_array: ['The template ids must be a list.'] });
    const known = new Set(
      body.templateid_array
        .map((id) => idOf(id))
        .filter((id): id is number => {
          const row = id === null ? undefined : db.templates.get(id);
          return row !== undefined && !isReserved(row);
        }),
    );
    return ok({ count: known.size });
  }),
];
