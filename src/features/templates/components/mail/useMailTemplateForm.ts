import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { sanitizeEmailHtml } from '../../../../lib/sanitizeHtml';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { selectSessionUserId } from '../../../../state/session';
import { templateSaveRequested } from '../../slice';
import { type FieldProblem, metaOf, metaProblems } from '../editor/templateMeta';
import { useEditedTemplate } from '../editor/useEditedTemplate';
import { useTemplateDraft } from '../../../../components/useTemplateDraft';
import { EMPTY_MAIL, type MailContent, isEmptyEmailBody, isMailContent } from './emailBody';

export type MailProblems = Partial<Record<keyof MailContent, FieldProblem>>;

/** Title (the shared rules), subject and body are required; `<p></p>` is an empty body. */
export function mailProblems(form: MailContent): MailProblems {
  const problems: MailProblems = { ...metaProblems(form) };
  if (form.subject.trim() === '') problems.subject = { id: 'mailEditor.subject.required' };
  if (isEmptyEmailBody(form.content)) problems.content = { id: 'mailEditor.body.required' };
  return problems;
}

/**
 * The email editor's state: the template loaded (or a blank one), the form, its local draft,
 * validation and the save, so the component only lays things out.
 */
export function useMailTemplateForm(templateId: number | null, onClose: () => void) {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectSessionUserId);
  const { editing, saving, load } = useEditedTemplate(templateId);

  const loaded = editing.data?.id === templateId ? editing.data : null;
  const baseline = useMemo<MailContent | null>(() => {
    if (templateId === null) return EMPTY_MAIL;
    if (!loaded) return null;
    return { ...metaOf(loaded), subject: loaded.subject, content: loaded.content };
  }, [templateId, loaded]);

  const [form, setForm] = useState<MailContent>(EMPTY_MAIL);
  const [formBase, setFormBase] = useState<MailContent | null>(null);
  if (baseline !== null && baseline !== formBase) {
    setFormBase(baseline);
    setForm(baseline);
  }

  const draft = useTemplateDraft<MailContent>({
    userId,
    templateType: 'mail',
    templateId,
    baseline,
    content: form,
    isContent: isMailContent,
  });

  const [submitted, setSubmitted] = useState(false);
  const problems = useMemo(() => (submitted ? mailProblems(form) : {}), [submitted, form]);

  const [saveStarted, setSaveStarted] = useState(false);
  const save = (): MailProblems => {
    const found = mailProblems(form);
    setSubmitted(true);
    if (Object.keys(found).length > 0) return found;
    setSaveStarted(true);
    dispatch(
      templateSaveRequested({
        type: 'mail',
        templateId,
        fields: {
          title: form.title.trim(),
          category: form.category,
          industry_id: form.industry_id,
          subject: form.subject.trim(),
          content: sanitizeEmailHtml(form.content),
        },
      }),
    );
    return {};
  };

  // Saved: the draft has done its job, and the editor closes.
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });
  const clearDraft = draft.clear;
  const saved = saveStarted && !saving.loading && saving.data !== null && saving.error === null;
  useEffect(() => {
    if (!saved) return;
    clearDraft();
    closeRef.current();
  }, [saved, clearDraft]);

  return {
    form,
    setForm,
    baseline,
    loading: templateId !== null && baseline === null && editing.error === null,
    loadError: baseline === null && !editing.loading ? editing.error : null,
    reload: load,
    draft,
    problems,
    save,
    saving: saveStarted && saving.loading,
    saveError: saveStarted && !saving.loading ? saving.error : null,
  };
}
