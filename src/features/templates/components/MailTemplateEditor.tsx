import '../register';
import { Alert, Button, Form, Input, type InputRef, Space, Spin, Tabs, Typography } from 'antd';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useUserMessage } from '../../../components/useUserMessage';
import { sanitizeEmailHtml } from '../../../lib/sanitizeHtml';
import { callFailureMessage } from '../../../state/callState';
import { useAppSelector } from '../../../state/hooks';
import { PROOF_SKUS } from '../api';
import { createTemplateCall, editInfoCall, selectMergeTags, updateTemplateCall } from '../slice';
import { DraftBanner } from '../../../components/DraftBanner';
import { EditorDrawer } from './editor/EditorDrawer';
import { FieldHelp } from './editor/FieldHelp';
import { MergeTagMenu } from './editor/MergeTagMenu';
import { ProofPanel } from './editor/ProofPanel';
import { TemplateMetaFields } from './editor/TemplateMetaFields';
import { EmailPreview } from './mail/EmailPreview';
import { insertAtCaret, isEmptyEmailBody } from './mail/emailBody';
import { RichEmailEditor, type RichEmailEditorHandle } from './mail/RichEmailEditor';
import { type MailProblems, useMailTemplateForm } from './mail/useMailTemplateForm';

export interface MailTemplateEditorProps {
  /** The template to edit, or null for a new one. */
  templateId: number | null;
  onClose: () => void;
}

type Tab = 'write' | 'preview' | 'proof';

const ID = { title: 'mail-title', subject: 'mail-subject', body: 'mail-body' } as const;

/**
 * The email template editor (templates-campaigns-contacts §3, §4): title, category, industry,
 * subject and a rich body with merge tags, a preview with sample data, a proof (EMAIL-1) and a
 * local draft. The body is sanitised before it is previewed, proofed or saved.
 */
export function MailTemplateEditor({ templateId, onClose }: MailTemplateEditorProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const mail = useMailTemplateForm(templateId, onClose);
  const { form, setForm, problems } = mail;
  const [tab, setTab] = useState<Tab>('write');
  const bodyEditor = useRef<RichEmailEditorHandle>(null);
  const subjectInput = useRef<InputRef>(null);
  const subjectCaret = useRef<number | null>(null);
  const tagsLoaded = useAppSelector(selectMergeTags).data !== null;
  const cleanContent = useMemo(() => sanitizeEmailHtml(form.content), [form.content]);
  const bodyEmpty = useMemo(() => isEmptyEmailBody(cleanContent), [cleanContent]);

  // After a merge tag goes into the subject, the caret lands right after it.
  useLayoutEffect(() => {
    const caret = subjectCaret.current;
    const input = subjectInput.current?.input;
    if (caret === null || !input) return;
    subjectCaret.current = null;
    input.focus();
    input.setSelectionRange(caret, caret);
  }, [form.subject]);

  const insertIntoSubject = (token: string) => {
    const input = subjectInput.current?.input;
    const next = insertAtCaret(form.subject, token, input?.selectionStart, input?.selectionEnd);
    subjectCaret.current = next.caret;
    setForm({ ...form, subject: next.text });
  };

  const focusFirstProblem = (found: MailProblems) => {
    if (found.title) document.getElementById(ID.title)?.focus();
    else if (found.subject) subjectInput.current?.focus();
    else if (found.content) {
      setTab('write');
      setTimeout(() => bodyEditor.current?.focus(), 0);
    }
  };

  const problemText = (key: keyof MailProblems) => {
    const problem = problems[key];
    return problem ? intl.formatMessage({ id: problem.id }, problem.values) : null;
  };
  const subjectProblem = problemText('subject');
  const bodyProblem = problemText('content');
  const ready = mail.baseline !== null;

  const title = intl.formatMessage({
    id: templateId === null ? 'mailEditor.title.new' : 'mailEditor.title.edit',
  });

  return (
    <EditorDrawer
      title={title}
      onClose={onClose}
      onSave={() => focusFirstProblem(mail.save())}
      saving={mail.saving}
      dirty={mail.draft.dirty}
      saveDisabled={!ready}
    >
      {mail.loading && (
        <div role="status" style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 24 }}>
          <Spin />
          <span>{intl.formatMessage({ id: 'editor.loading' })}</span>
        </div>
      )}
      {mail.loadError && (
        <Alert
          type="error"
          showIcon
          title={word(callFailureMessage(editInfoCall, mail.loadError))}
          action={
            <Button size="small" onClick={mail.reload}>
              {intl.formatMessage({ id: 'editor.retry' })}
            </Button>
          }
        />
      )}
      {ready && (
        <>
          {mail.draft.draft && (
            <DraftBanner
              savedAt={mail.draft.draft.savedAt}
              onRestore={() => {
                const restored = mail.draft.restore();
                if (restored) setForm(restored);
              }}
              onDiscard={mail.draft.discard}
            />
          )}
          <Form layout="vertical" component="div">
            <TemplateMetaFields
              idPrefix="mail"
              value={form}
              onChange={(meta) => setForm({ ...form, ...meta })}
              problems={problems}
              disabled={mail.saving}
            />
            <Form.Item
              label={intl.formatMessage({ id: 'mailEditor.subject' })}
              htmlFor={ID.subject}
              required
              validateStatus={subjectProblem ? 'error' : undefined}
              help={
                subjectProblem ? (
                  <FieldHelp id={`${ID.subject}-help`}>{subjectProblem}</FieldHelp>
                ) : null
              }
              extra={
                // Mounted once the body's menu has loaded the tags: two menus asking at the same
                // moment leave the call loading for good (the saga's takeLatest cancels the first
                // load, and the second returns early because one is loading).
                tagsLoaded ? (
                  <div
                    role="group"
                    aria-label={intl.formatMessage({ id: 'mailEditor.subject.tags' })}
                    style={{ marginTop: 8 }}
                  >
                    <MergeTagMenu onInsert={insertIntoSubject} disabled={mail.saving} />
                  </div>
                ) : null
              }
            >
              <Input
                id={ID.subject}
                ref={subjectInput}
                value={form.subject}
                disabled={mail.saving}
                aria-invalid={subjectProblem ? true : undefined}
                aria-describedby={subjectProblem ? `${ID.subject}-help` : undefined}
                onChange={(event) => setForm({ ...form, subject: event.target.value })}
              />
            </Form.Item>
          </Form>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as Tab)}
            items={[
              {
                key: 'write',
                label: intl.formatMessage({ id: 'mailEditor.tab.write' }),
                children: (
                  <Space orientation="vertical" size={8} style={{ width: '100%' }}>
                    <Space wrap align="center" style={{ justifyContent: 'space-between' }}>
                      <Typography.Text strong>
                        <span aria-hidden="true" style={{ color: '#c4231c' }}>
                          *{' '}
                        </span>
                        {intl.formatMessage({ id: 'mailEditor.body.label' })}
                      </Typography.Text>
                      <div
                        role="group"
                        aria-label={intl.formatMessage({ id: 'mailEditor.body.tags' })}
                      >
                        <MergeTagMenu
                          onInsert={(token) => bodyEditor.current?.insertMergeTag(token)}
                          disabled={mail.saving}
                        />
                      </div>
                    </Space>
                    <RichEmailEditor
                      ref={bodyEditor}
                      value={form.content}
                      onChange={(content) => setForm((current) => ({ ...current, content }))}
                      label={intl.formatMessage({ id: 'mailEditor.body.label' })}
                      invalid={bodyProblem !== null}
                      describedBy={bodyProblem ? `${ID.body}-help` : undefined}
                    />
                    {bodyProblem && (
                      <Typography.Text type="danger">
                        <FieldHelp id={`${ID.body}-help`}>{bodyProblem}</FieldHelp>
                      </Typography.Text>
                    )}
                  </Space>
                ),
              },
              {
                key: 'preview',
                label: intl.formatMessage({ id: 'mailEditor.tab.preview' }),
                children: <EmailPreview subject={form.subject} html={form.content} />,
              },
              {
                key: 'proof',
                label: intl.formatMessage({ id: 'mailEditor.tab.proof' }),
                children: (
                  <ProofPanel
                    sku={PROOF_SKUS.mail}
                    subject={form.subject}
                    content={cleanContent}
                    disabled={mail.saving || bodyEmpty}
                  />
                ),
              },
            ]}
          />
          {mail.saveError && (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 16 }}
              title={word(
                callFailureMessage(
                  templateId === null ? createTemplateCall : updateTemplateCall,
                  mail.saveError,
                ),
              )}
            />
          )}
        </>
      )}
    </EditorDrawer>
  );
}
