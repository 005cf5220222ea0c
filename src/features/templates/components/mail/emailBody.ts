import { sanitizeEmailHtml } from '../../../../lib/sanitizeHtml';

/**
 * Whether a body says nothing: no text (spaces and non-breaking spaces aside), no image and no
 * merge tag. An empty editor's `<p></p>` is empty.
 */
export function isEmptyEmailBody(html: string): boolean {
  const clean = sanitizeEmailHtml(html);
  if (clean.trim() === '') return true;
  const body = new DOMParser().parseFromString(clean, 'text/html').body;
  if (body.querySelector('img, [data-merge-tag]')) return false;
  return (body.textContent ?? '').replace(/[\s\u00a0\u200b]+/g, '') === '';
}

/** The fields a mail template's draft keeps (and its save sends). */
export interface MailContent {
  title: string;
  category: number | null;
  industry_id: number | null;
  subject: string;
  content: string;
}

export const EMPTY_MAIL: MailContent = Object.freeze({
  title: '',
  category: null,
  industry_id: null,
  subject: '',
  content: '',
});

const isIdOrNull = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isInteger(value));

/** Checks a stored draft: anything else in storage (older shapes, tampering) is ignored. */
export function isMailContent(value: unknown): value is MailContent {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.title === 'string' &&
    typeof draft.subject === 'string' &&
    typeof draft.content === 'string' &&
    isIdOrNull(draft.category) &&
    isIdOrNull(draft.industry_id)
  );
}

/** Puts a token into a text at the caret (replacing the selection); returns the text and the new caret. */
export function insertAtCaret(
  text: string,
  token: string,
  start: number | null | undefined,
  end: number | null | undefined,
): { text: string; caret: number } {
  const from = Math.min(Math.max(start ?? text.length, 0), text.length);
  const to = Math.min(Math.max(end ?? from, from), text.length);
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}
