import type { Database } from '../db';
import { TEMPLATE_TYPES, type TemplateRecord } from './records';
import type { UserRecord } from '../auth';
import { fail, type MockReply } from '../kit/replies';
import { idOf } from '../kit/fields';

/** How the mock server shows, checks and guards templates; the handlers stay about requests. */

export const TITLE_MAX = 150;
export const SMS_MAX = 1600;
/** §5 and §9: a template's images total at most 10 MB. */
export const IMAGE_LIMIT_BYTES = 10 * 1024 * 1024;
export const IMAGE_LIMIT_MESSAGE = 'Your template size can not be more than 10MB.';
export const IN_USE_MESSAGE =
  'Template cannot be deleted as it is associated with a campaign or Zapier.';

export function isTemplateType(value: unknown): value is TemplateRecord['type'] {
  return (TEMPLATE_TYPES as readonly unknown[]).includes(value);
}

/**
 * A card is complete when it has a title, both sides of artwork, and that artwork is final (its
 * svg status, set by the Design Studio, is 1; seeded rows have none and count as final). Sms and
 * mail need content.
 */
export function isComplete(row: TemplateRecord): boolean {
  if (row.title.trim() === '') return false;
  return row.type === 'card'
    ? row.front_svg !== '' && row.back_svg !== '' && (row.svg_status ?? 1) === 1
    : row.content.trim() !== '';
}

/**
 * A card id the Design Studio reserved (createcardtemplate-forprovidetempid) that create_template
 * has not filled yet: no list, count, search or send sees it; only its owner (or a super admin)
 * reads it by id (oneTemplate).
 */
export function isReserved(row: TemplateRecord): boolean {
  return row.reserved === 1;
}

/** The templates lists and counts may show: every row but the reserved card ids. */
export function listedTemplates(
  db: Database,
  predicate: (row: TemplateRecord) => boolean = () => true,
): TemplateRecord[] {
  return db.templates.filter((row) => !isReserved(row) && predicate(row));
}

export function ownsOrShares(row: TemplateRecord, user: UserRecord): boolean {
  return row.user_id === user.id || row.shared_with_user_ids.includes(user.id);
}

/** Only the owner or a super admin may change or delete a template. */
export function mayChange(row: TemplateRecord, user: UserRecord): boolean {
  return row.user_id === user.id || user.role_id === 1;
}

/** In use: a step of some campaign design sends it, or a Zapier integration does (§8). */
export function isInUse(db: Database, row: TemplateRecord): boolean {
  return (
    row.zapier_used === 1 ||
    db.campaigns.all().some((campaign) => campaign.steps.some((step) => step.template === row.id))
  );
}

/** The template as the API sends it to this user. */
export function templateView(db: Database, row: TemplateRecord, user: UserRecord) {
  const category = row.category === null ? undefined : db.categories.get(row.category);
  const industry = row.industry_id === null ? undefined : db.industries.get(row.industry_id);
  const owner = db.users.get(row.user_id);
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    subject: row.subject,
    content: row.content,
    category: row.category,
    category_name: category?.category_name ?? '',
    industry_id: row.industry_id,
    industry_name: industry?.industry_name ?? '',
    favourite_status: row.favourite_user_ids.includes(user.id) ? 1 : 0,
    my_template: ownsOrShares(row, user) ? 1 : 0,
    complete_status: isComplete(row) ? 1 : 0,
    front_svg: row.front_svg,
    back_svg: row.back_svg,
    owner_id: row.user_id,
    owner_name: owner ? `${owner.fname} ${owner.lname}` : '',
    updated_at: row.updated_at,
  };
}

const BASE64_CHAR = /[A-Za-z0-9+/=]/;
const DATA_URI_HEAD = /data:image\/[a-z+.-]+;base64,/gi;

/**
 * Bytes of the base64 images inlined in a mail body (what the 10 MB rule weighs). The payload is
 * measured with a loop, not a capture group: a regular expression capturing megabytes of base64
 * can overflow V8's regexp stack ("Maximum call stack size exceeded").
 */
export function inlineImageBytes(html: string): number {
  let total = 0;
  for (const head of html.matchAll(DATA_URI_HEAD)) {
    const start = head.index + head[0].length;
    let end = start;
    while (end < html.length && BASE64_CHAR.test(html[end]!)) end += 1;
    const padding = html[end - 1] === '=' ? (html[end - 2] === '=' ? 2 : 1) : 0;
    total += Math.floor(((end - start) * 3) / 4) - padding;
  }
  return total;
}

export function titleTaken(
  db: Database,
  userId: number,
  type: TemplateRecord['type'],
  title: string,
  exceptId?: number,
): boolean {
  const wanted = title.trim().toLowerCase();
  return listedTemplates(db).some(
    (row) =>
      row.id !== exceptId &&
      row.user_id === userId &&
      row.type === type &&
      row.title.trim().toLowerCase() === wanted,
  );
}

/** Base64 of bytes, in the browser and in Node alike. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * The template a single-template call names (every signed-in user may read any template). A
 * reserved card id is found only for `reader` when it may change it (its owner, or a super admin);
 * calls that send, share or copy a template pass no reader, so a reserved id is unknown to them.
 */
export function oneTemplate(
  db: Database,
  id: unknown,
  reader?: UserRecord | null,
): { row: TemplateRecord } | { reply: MockReply } {
  const templateId = idOf(id);
  const row = templateId === null ? undefined : db.templates.get(templateId);
  const visible = row && (!isReserved(row) || (reader && mayChange(row, reader)));
  return visible ? { row } : { reply: fail('Template not found.', { status: 404 }) };
}
