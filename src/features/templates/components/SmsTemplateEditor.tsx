import '../register';
import { Alert, Button, Col, Divider, Flex, Form, Row, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useUserMessage } from '../../../components/useUserMessage';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { callFailureMessage } from '../../../state/callState';
import { selectProfile } from '../../auth';
import { PROOF_SKUS } from '../api';
import type { Template } from '../schemas';
import {
  createTemplateCall,
  editInfoCall,
  templateSaveRequested,
  updateTemplateCall,
} from '../slice';
import { DraftBanner } from '../../../components/DraftBanner';
import { EditorDrawer } from './editor/EditorDrawer';
import { ProofPanel } from './editor/ProofPanel';
import { TemplateMetaFields } from './editor/TemplateMetaFields';
import {
  EMPTY_META,
  type FieldProblem,
  type TemplateMeta,
  metaOf,
  metaProblems,
} from './editor/templateMeta';
import { useEditedTemplate } from './editor/useEditedTemplate';
import { useTemplateDraft } from '../../../components/useTemplateDraft';
import { SmsMessageField } from './SmsMessageField';
import { SmsPreview } from './SmsPreview';

/** The server's limit for a text message (UTF-16 units, as it counts them). */
export const SMS_MESSAGE_MAX = 1600;

interface SmsValues extends TemplateMeta {
  message: string;
}

const EMPTY_SMS: SmsValues = { ...EMPTY_META, message: '' };

function isOptionalId(value: unknown): boolean {
  return value === null || (typeof value === 'number' && Number.isFinite(value));
}

/** A stored draft is only trusted when it has the shape this editor writes. */
function isSmsValues(value: unknown): value is SmsValues {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.title === 'string' &&
    typeof draft.message === 'string' &&
    isOptionalId(draft.category) &&
    isOptionalId(draft.industry_id)
  );
}

function smsValuesOf(template: Template): SmsValues {
  return { ...metaOf(template), message: template.content };
}

function smsProblems(values: SmsValues): Partial<Record<'title' | 'message', FieldProblem>> {
  const problems: Partial<Record<'title' | 'message', FieldProblem>> = { ...metaProblems(values) };
  if (values.message.trim() === '') problems.message = { id: 'smsEditor.message.required' };
  else if (values.message.length > SMS_MESSAGE_MAX)
    problems.message = {
      id: 'smsEditor.message.tooLong',
      values: { max: SMS_MESSAGE_MAX, length: values.message.length },
    };
  return problems;
}

export interface SmsTemplateEditorProps {
  /** The sms template to edit, or null for a new one. */
  templateId: number | null;
  /** Called when the editor is done: saved, or closed by the user. Unmount it then. */
  onClose: () => void;
}

/**
 * The SMS template editor (create and edit) in a drawer: title, category, industry and the message
 * with merge tags, a live segment counter, a preview with sample data, a server proof, and a local
 * draft that survives reloads and failed saves.
 */
export function SmsTemplateEditor({ templateId, onClose }: SmsTemplateEditorProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const { editing, saving, load } = useEditedTemplate(templateId);

  const loadedTemplate =
    templateId !== null && !editing.loading && editing.data?.id === templateId
      ? editing.data
      : null;
  const baseline = useMemo(
    () => (templateId === null ? EMPTY_SMS : loadedTemplate ? smsValuesOf(loadedTemplate) : null),
    [templateId, loadedTemplate],
  );
  const loadFailure = templateId !== null && !editing.loading ? editing.error : null;

  // The user's changes, tied to the baseline they were made on.
  const [edits, setEdits] = useState<{ base: SmsValues; values: SmsValues } | null>(null);
  const values = edits && edits.base === baseline ? edits.values : baseline;
  const change = (next: Partial<SmsValues>) => {
    if (baseline && values) setEdits({ base: baseline, values: { ...values, ...next } });
  };

  const draft = useTemplateDraft({
    userId: profile?.id,
    templateType: 'sms',
    templateId,
    baseline,
    content: values ?? EMPTY_SMS,
    isContent: isSmsValues,
  });

  const [submitted, setSubmitted] = useState(false);
  const problems = values && submitted ? smsProblems(values) : {};

  const save = () => {
    if (!values || saving.loading) return;
    setSubmitted(true);
    if (Object.keys(smsProblems(values)).length > 0) return;
    dispatch(
      templateSaveRequested({
        type: 'sms',
        templateId,
        fields: {
          title: values.title.trim(),
          category: values.category,
          industry_id: values.industry_id,
          content: values.message,
        },
      }),
    );
  };

  // Saved: the draft has done its job. A failure keeps everything as typed.
  const savedOk = submitted && !saving.loading && saving.data !== null && saving.error === null;
  const { clear } = draft;
  const finished = useRef(false);
  useEffect(() => {
    if (!savedOk || finished.current) return;
    finished.current = true;
    clear();
    onClose();
  }, [savedOk, clear, onClose]);

  const restore = () => {
    const restored = draft.restore();
    if (restored && baseline) setEdits({ base: baseline, values: restored });
  };

  const title = intl.formatMessage({
    id: templateId === null ? 'smsEditor.newTitle' : 'smsEditor.editTitle',
  });

  return (
    <EditorDrawer
      title={title}
      onClose={onClose}
      onSave={save}
      saving={saving.loading}
      dirty={draft.dirty}
      saveDisabled={!values}
    >
      {!values && loadFailure ? (
        <Alert
          type="error"
          showIcon
          title={word(callFailureMessage(editInfoCall, loadFailure))}
          action={
            <Button size="small" onClick={load}>
              {intl.formatMessage({ id: 'editor.retry' })}
            </Button>
          }
        />
      ) : null}
      {!values && !loadFailure ? (
        <Flex vertical align="center" gap={12} style={{ padding: 48 }} role="status">
          <Spin />
          <Typography.Text type="secondary">
            {intl.formatMessage({ id: 'editor.loading' })}
          </Typography.Text>
        </Flex>
      ) : null}
      {values ? (
        <>
          {draft.draft ? (
            <DraftBanner
              savedAt={draft.draft.savedAt}
              onRestore={restore}
              onDiscard={draft.discard}
            />
          ) : null}
          {saving.error && !saving.loading ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={word(
                callFailureMessage(
                  templateId === null ? createTemplateCall : updateTemplateCall,
                  saving.error,
                ),
              )}
            />
          ) : null}
          <Row gutter={[24, 16]}>
            <Col xs={24} md={14}>
              <Form layout="vertical" component={false}>
                <TemplateMetaFields
                  idPrefix="sms-template"
                  value={values}
                  onChange={(meta) => change(meta)}
                  problems={problems}
                  disabled={saving.loading}
                />
                <SmsMessageField
                  value={values.message}
                  onChange={(message) => change({ message })}
                  problem={problems.message}
                  disabled={saving.loading}
                />
              </Form>
            </Col>
            <Col xs={24} md={10}>
              <SmsPreview message={values.message} />
              <Divider />
              <ProofPanel
                sku={PROOF_SKUS.sms}
                content={values.message}
                disabled={values.message.trim() === ''}
              />
            </Col>
          </Row>
        </>
      ) : null}
    </EditorDrawer>
  );
}
