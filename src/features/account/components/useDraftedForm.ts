import { Form, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type DraftSection, useProfileDraft } from './profileDraft';

function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.keys(b).every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

/**
 * One of the profile page's forms: it opens with what the user typed and did not save (the
 * page's draft), else with what the server keeps; each change is kept in the draft while it
 * differs from the saved values; once a save succeeds (`savedAnswer` changes) the form shows what
 * the server kept and its draft is dropped.
 */
export function useDraftedForm<V extends Record<string, unknown>>(
  section: DraftSection | null,
  saved: V,
  savedAnswer: unknown,
): {
  form: FormInstance<V>;
  initialValues: V;
  onValuesChange: (changed: Partial<V>, all: V) => void;
} {
  const [form] = Form.useForm<V>();
  const draft = useProfileDraft();
  const [initialValues] = useState<V>(() => ({
    ...saved,
    ...(section ? (draft.draftOf(section) as Partial<V> | undefined) : {}),
  }));
  const onValuesChange = (_changed: Partial<V>, all: V) => {
    if (section) draft.keep(section, sameValues(all, saved) ? null : all);
  };

  const answerAtMount = useRef(savedAnswer);
  const { keep } = draft;
  useEffect(() => {
    if (savedAnswer === answerAtMount.current || savedAnswer === null) return;
    answerAtMount.current = savedAnswer;
    form.resetFields();
    form.setFieldsValue(saved);
    if (section) keep(section, null);
    // Only a new answer resets the form: `saved` follows it in the same render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedAnswer]);

  return { form, initialValues, onValuesChange };
}
