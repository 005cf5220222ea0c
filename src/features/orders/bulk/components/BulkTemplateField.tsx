import { Spin } from 'antd';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import type { TemplateType } from '../../../templates';
import { bulkTemplatesCall, selectBulkTemplates } from '../slice';
import { Choice, NativeSelect } from '../../../../components/controls';

const CHANNELS: readonly TemplateType[] = ['sms', 'mail', 'card'];

/**
 * Step 1: the channel, then one of its templates (the list is read per channel). A failed read is
 * shown by the page, under one Retry with the contact lists'.
 */
export function BulkTemplateField({
  channel,
  templateId,
  problem,
  onChannel,
  onTemplate,
}: {
  channel: TemplateType;
  templateId: number | null;
  problem: string | null;
  onChannel: (channel: TemplateType) => void;
  onTemplate: (id: number | null) => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const templates = useAppSelector(selectBulkTemplates);
  const load = useCallback(() => {
    dispatch(bulkTemplatesCall.request({ type: channel }));
  }, [dispatch, channel]);
  useEffect(load, [load]);
  // The answer of a channel switched away from is not shown under the new one.
  const ready = (templates.data ?? []).filter((template) => template.type === channel);
  return (
    <section className="order-section" aria-labelledby="bulk-template-title">
      <h2 id="bulk-template-title">{intl.formatMessage({ id: 'bulk.template.title' })}</h2>
      <fieldset className="bulk-channels">
        <legend>{intl.formatMessage({ id: 'bulk.channel' })}</legend>
        {CHANNELS.map((option) => (
          <label key={option} className="control-choice-label">
            <Choice
              type="radio"
              name="bulk-channel"
              value={option}
              checked={channel === option}
              onChange={() => onChannel(option)}
            />{' '}
            {intl.formatMessage({ id: `bulk.channel.${option}` })}
          </label>
        ))}
      </fieldset>
      <div className="bulk-field">
        <label htmlFor="bulk-template">{intl.formatMessage({ id: 'bulk.template' })}</label>
        {templates.loading && !templates.data ? <Spin size="small" /> : null}
        <NativeSelect
          id="bulk-template"
          className="bulk-select"
          value={templateId ?? ''}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'bulk-template-problem' : undefined}
          onChange={(event) =>
            onTemplate(event.target.value === '' ? null : Number(event.target.value))
          }
        >
          <option value="">{intl.formatMessage({ id: 'bulk.template.choose' })}</option>
          {ready.map((template) => (
            <option key={template.id} value={template.id}>
              {template.title}
            </option>
          ))}
        </NativeSelect>
        {templates.data && ready.length === 0 ? (
          <p>{intl.formatMessage({ id: 'bulk.template.none' })}</p>
        ) : null}
        {problem ? (
          <p id="bulk-template-problem" className="bulk-field__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </section>
  );
}
