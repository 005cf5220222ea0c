import type { Template } from '../../schemas';

/** The fields every template editor shares (templates-campaigns-contacts §3 "Template"). */
export interface TemplateMeta {
  title: string;
  category: number | null;
  industry_id: number | null;
}

export const EMPTY_META: TemplateMeta = { title: '', category: null, industry_id: null };

/** The server's limit for a title (mocks/handlers/templateChanges.ts mirrors the real API). */
export const TITLE_MAX = 150;

/** What is wrong with a field, as a message id and its values, so components word it. */
export interface FieldProblem {
  id: string;
  values?: Record<string, number | string>;
}

export type MetaProblems = Partial<Record<keyof TemplateMeta, FieldProblem>>;

export function metaOf(template: Template): TemplateMeta {
  return {
    title: template.title,
    category: template.category ?? null,
    industry_id: template.industry_id ?? null,
  };
}

/** The title rules: required, at most TITLE_MAX characters (counted as the server does, by code point). */
export function metaProblems(meta: TemplateMeta): MetaProblems {
  const title = meta.title.trim();
  if (title === '') return { title: { id: 'editor.title.required' } };
  if ([...title].length > TITLE_MAX)
    return { title: { id: 'editor.title.tooLong', values: { max: TITLE_MAX } } };
  return {};
}
