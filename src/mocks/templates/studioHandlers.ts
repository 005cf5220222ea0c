import {
  editTimerEndpoint,
  reserveCardIdEndpoint,
  saveSvgFileEndpoint,
  svgStatusEndpoint,
} from '../../features/cardEditor/api';
import type { UserRecord } from '../auth';
import type { Database } from '../db';
import { fail, invalid, ok, type MockReply } from '../kit/replies';
import { handle } from '../kit/handle';
import type { TemplateRecord } from './records';
import { MAX_EDIT_SECONDS, svgProblem } from './cardRules';
import { mayChange, oneTemplate } from './rules';

/**
 * The card Design Studio's own calls (features/cardEditor/api.ts): reserving a new card's id,
 * storing each side's print SVG, marking the artwork final or draft, and the editing timer.
 * Creating and updating the card itself are create_template and update_template.
 */

const now = () => new Date().toISOString();

/** A template the caller may change (its owner, or a super admin), reserved card ids included. */
function changeable(
  db: Database,
  id: unknown,
  user: UserRecord,
): { row: TemplateRecord } | { reply: MockReply } {
  const found = oneTemplate(db, id, user);
  if ('reply' in found) return found;
  if (!mayChange(found.row, user))
    return { reply: fail('You can only edit your own templates.', { status: 403 }) };
  return found;
}

/** The same, for the calls that exist only for cards. */
function changeableCard(
  db: Database,
  id: unknown,
  user: UserRecord,
): { row: TemplateRecord } | { reply: MockReply } {
  const found = changeable(db, id, user);
  if ('reply' in found) return found;
  if (found.row.type !== 'card')
    return { reply: fail('This call is for card templates only.', { status: 422 }) };
  return found;
}

/** A 0/1 flag as a number or a digit string; null for anything else. */
function flagOf(value: unknown): 0 | 1 | null {
  if (value === 0 || value === '0') return 0;
  if (value === 1 || value === '1') return 1;
  return null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const cardStudioHandlers = [
  /**
   * createcardtemplate-forprovidetempid: an id for a new card before anything is saved. The row is
   * the caller's, empty, its artwork a draft, and listed nowhere until create_template fills it.
   */
  handle(reserveCardIdEndpoint, ({ read, db, user }) => {
    const industry = read.optionalId('industry_id');
    if (industry === false || (industry !== null && !db.industries.get(industry)))
      return invalid({ industry_id: ['The selected industry is invalid.'] });
    const row = db.templates.insert({
      user_id: user!.id,
      type: 'card',
      title: '',
      subject: '',
      content: '',
      category: null,
      industry_id: industry,
      front_svg: '',
      back_svg: '',
      favourite_user_ids: [],
      shared_with_user_ids: [],
      propertyphoto_status: 0,
      zapier_used: 0,
      updated_at: now(),
      reserved: 1,
      svg_status: 0,
    });
    return ok({ id: row.id });
  }),

  /** save-template-svgfile/: one side's print SVG, checked (svgProblem) and stored as it came. */
  handle(saveSvgFileEndpoint, ({ body, db, user }) => {
    const found = changeableCard(db, body.template_id, user!);
    if ('reply' in found) return found.reply;
    const side = body.side;
    if (side !== 'front' && side !== 'back')
      return invalid({ side: ['The side must be front or back.'] });
    const problem = svgProblem(body.svg);
    if (problem) return problem;
    const svg = body.svg as string;
    db.templates.update(found.row.id, {
      ...(side === 'front' ? { front_svg: svg } : { back_svg: svg }),
      updated_at: now(),
    });
    return ok({ id: found.row.id }, { message: 'The SVG file was saved.' });
  }),

  /** templateedit-updatefrontbacksvgstatus: the artwork is final (1) or a draft (0). */
  handle(svgStatusEndpoint, ({ body, db, user }) => {
    const found = changeableCard(db, body.template_id, user!);
    if ('reply' in found) return found.reply;
    const status = flagOf(body.svg_status);
    if (status === null) return invalid({ svg_status: ['The svg status must be 0 or 1.'] });
    db.templates.update(found.row.id, { svg_status: status, updated_at: now() });
    return ok({ id: found.row.id, svg_status: status });
  }),

  /** savecrontimerinfo-foredittemplate: time spent editing, added to the template's total. */
  handle(editTimerEndpoint, ({ body, db, user }) => {
    const found = changeable(db, body.template_id, user!);
    if ('reply' in found) return found.reply;
    const errors: Record<string, string[]> = {};
    const startedAt = body.started_at;
    if (
      typeof startedAt !== 'string' ||
      !ISO_DATE.test(startedAt) ||
      Number.isNaN(Date.parse(startedAt))
    )
      errors.started_at = ['The started at must be a valid ISO date.'];
    const seconds = body.seconds;
    if (
      typeof seconds !== 'number' ||
      !Number.isFinite(seconds) ||
      seconds < 0 ||
      seconds > MAX_EDIT_SECONDS
    )
      errors.seconds = [`The seconds must be a number from 0 to ${MAX_EDIT_SECONDS}.`];
    if (Object.keys(errors).length > 0) return invalid(errors);
    const total = (found.row.edit_seconds ?? 0) + (seconds as number);
    db.templates.update(found.row.id, { edit_seconds: total });
    return ok({ id: found.row.id, total_seconds: total });
  }),
];
