import { Spin } from 'antd';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import type { TemplateType } from '../../../templates';
import { bulkTemplatesCall, selectBulkTemplates } from '../slice';
import { Choice } from '../../../../components/controls';
import { BulkTemplatePicker } from './BulkTemplatePicker';

const CHANNELS: readonly TemplateType[] = ['sms', 'mail', 'card'];

/**
 * Step 1: the channel, then one of its templates, as tiles (the list is read per channel). A failed read is
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
  onTemplate: (id: number) => void;
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
      <div className="bulk-field bulk-field--wide">
        <span id="bulk-template-label" className="bulk-field__label">
          {intl.formatMessage({ id: 'bulk.template' })}
        </span>
        {templates.loading && !templates.data ? <Spin size="small" /> : null}
        <BulkTemplatePicker
          templates={ready}
          chosenId={templateId}
          problemId={problem ? 'bulk-template-problem' : null}
          onChoose={onTemplate}
        />
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
