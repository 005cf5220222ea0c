import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Choice, NativeSelect, PlainButton } from '../../../components/controls';
import { useUserMessage } from '../../../components/useUserMessage';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { callFailureMessage } from '../../../state/callState';
import type { CardDocument } from '../model';
import { longestValues, mergeValuesOf, overflowReport } from '../preview/mergeValues';
import { measureText } from '../render/textLayout';
import { previewContactsCall, previewListsCall } from '../state/calls';
import { selectPreview } from '../state/slice';

export type PreviewMode = 'off' | 'contact' | 'worst';

export interface PreviewChoice {
  listId: number | null;
  mode: PreviewMode;
  index: number;
}

/**
 * Merge preview (issue 13): the card as one contact of a chosen list gets it, stepping through the
 * list's records, or the worst case, every merge field holding the longest value in the list, with
 * how many records overflow a text box or shrink below 8 pt. Reads the list's first page (1,000
 * records) and says so when the list is longer.
 */
export function MergePreviewPanel({
  document,
  choice,
  onChoice,
  onValues,
}: {
  document: CardDocument;
  choice: PreviewChoice;
  onChoice: (choice: PreviewChoice) => void;
  /** The values to draw merge fields with, or null to draw them as typed. */
  onValues: (values: Record<string, string> | null) => void;
}) {
  const intl = useIntl();
  const words = useUserMessage();
  const word = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const { lists, contacts } = useAppSelector(selectPreview);

  useEffect(() => {
    dispatch(previewListsCall.request({}));
  }, [dispatch]);

  const records = useMemo(
    () => (choice.listId !== null ? (contacts.data?.data ?? []) : []),
    [choice.listId, contacts.data],
  );
  const index = Math.min(choice.index, Math.max(0, records.length - 1));
  const contact = records[index];
  const worst = useMemo(() => longestValues(records), [records]);

  const values = useMemo(
    () =>
      choice.mode === 'contact' && contact
        ? mergeValuesOf(contact)
        : choice.mode === 'worst' && records.length > 0
          ? worst
          : null,
    [choice.mode, contact, worst, records.length],
  );
  useEffect(() => {
    onValues(values);
  }, [values, onValues]);

  const report = useMemo(
    () =>
      choice.mode === 'worst' && records.length > 0
        ? overflowReport(document, records, measureText)
        : null,
    [choice.mode, records, document],
  );

  const chooseList = (value: string) => {
    const listId = value === '' ? null : Number(value);
    onChoice({
      listId,
      mode: listId === null ? 'off' : choice.mode === 'off' ? 'contact' : choice.mode,
      index: 0,
    });
    if (listId !== null)
      dispatch(previewContactsCall.request({ id: listId, type: 'user', page: 1 }));
  };
  const name = contact
    ? `${contact.first_name} ${contact.last_name}`.trim() || word('cardEditor.preview.noName')
    : '';

  return (
    <section className="card-panel" aria-labelledby="card-preview-title">
      <h2 id="card-preview-title">{word('cardEditor.preview.title')}</h2>
      <div className="card-field">
        <label htmlFor="card-preview-list">{word('cardEditor.preview.list')}</label>
        <NativeSelect
          id="card-preview-list"
          value={choice.listId ?? ''}
          disabled={!lists.data}
          onChange={(event) => chooseList(event.target.value)}
        >
          <option value="">{word('cardEditor.preview.noList')}</option>
          {(lists.data ?? []).map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {lists.error && (
        <p className="card-field-problem" role="alert">
          {words(callFailureMessage(previewListsCall, lists.error))}
        </p>
      )}
      {choice.listId !== null && contacts.loading && (
        <p className="card-panel-note" role="status">
          {word('cardEditor.preview.loading')}
        </p>
      )}
      {choice.listId !== null && contacts.error && (
        <p className="card-field-problem" role="alert">
          {words(callFailureMessage(previewContactsCall, contacts.error))}
        </p>
      )}
      {choice.listId !== null && !contacts.loading && contacts.data && records.length === 0 && (
        <p className="card-panel-note">{word('cardEditor.preview.empty')}</p>
      )}
      {records.length > 0 && (
        <>
          <fieldset className="card-preview-modes">
            <legend>{word('cardEditor.preview.mode')}</legend>
            {(['off', 'contact', 'worst'] as const).map((mode) => (
              <label key={mode} className="card-field-check">
                <Choice
                  type="radio"
                  name="card-preview-mode"
                  checked={choice.mode === mode}
                  onChange={() => onChoice({ ...choice, mode })}
                />
                {word(`cardEditor.preview.mode.${mode}`)}
              </label>
            ))}
          </fieldset>
          {choice.mode === 'contact' && (
            <div className="card-preview-step">
              <PlainButton
                className="card-tool card-tool-icon"
                aria-label={word('cardEditor.preview.previous')}
                disabled={index === 0}
                onClick={() => onChoice({ ...choice, index: index - 1 })}
              >
                <span aria-hidden="true">‹</span>
              </PlainButton>
              <output aria-live="polite">
                {intl.formatMessage(
                  { id: 'cardEditor.preview.record' },
                  { index: index + 1, count: records.length, name },
                )}
              </output>
              <PlainButton
                className="card-tool card-tool-icon"
                aria-label={word('cardEditor.preview.next')}
                disabled={index >= records.length - 1}
                onClick={() => onChoice({ ...choice, index: index + 1 })}
              >
                <span aria-hidden="true">›</span>
              </PlainButton>
            </div>
          )}
          {choice.mode === 'worst' && report && (
            <div role="status">
              <p className="card-panel-note">{word('cardEditor.preview.worstHelp')}</p>
              <p
                className={
                  report.failing > 0
                    ? 'card-preflight-summary is-blocked'
                    : 'card-preflight-summary'
                }
              >
                {intl.formatMessage(
                  { id: 'cardEditor.preview.report' },
                  { failing: report.failing, checked: report.checked },
                )}
              </p>
              {(contacts.data?.total ?? 0) > report.checked && (
                <p className="card-panel-note">
                  {intl.formatMessage(
                    { id: 'cardEditor.preview.sample' },
                    { checked: report.checked, total: contacts.data?.total ?? 0 },
                  )}
                </p>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
