import { Button } from 'antd';
import { useIntl } from 'react-intl';
import type { Template } from '../../../templates';
import { StepPreview } from '../../components/StepPreview';
import type { CampaignStep } from '../../schemas';
import { TextArea } from '../../../../components/controls';

/**
 * Step 3: what each step sends. A text may be adjusted for this order (the user campaign form's
 * template_content); emails and postcards are shown as their templates make them.
 */
export function OrderMessages({
  steps,
  templateOf,
  adjusted,
  onAdjust,
}: {
  steps: readonly CampaignStep[];
  templateOf: (step: CampaignStep) => Template | undefined;
  adjusted: Readonly<Record<number, string>>;
  onAdjust: (stepId: number, text: string | null) => void;
}) {
  const intl = useIntl();
  return (
    <section className="order-section" aria-labelledby="order-texts-title">
      <h2 id="order-texts-title">{intl.formatMessage({ id: 'ordering.texts.title' })}</h2>
      <ol className="order-messages">
        {steps.map((step, index) => {
          const template = templateOf(step);
          const number = index + 1;
          const id = `order-step-${step.duration.id}`;
          if (step.type === 'sms') {
            const text = adjusted[step.duration.id] ?? template?.content ?? '';
            return (
              <li key={step.duration.id}>
                <label htmlFor={id}>
                  {intl.formatMessage({ id: 'ordering.texts.sms' }, { number })}
                </label>
                <TextArea
                  id={id}
                  className="order-messages__text"
                  rows={3}
                  value={text}
                  onChange={(event) => onAdjust(step.duration.id, event.target.value)}
                />
                {adjusted[step.duration.id] !== undefined ? (
                  <Button size="small" type="link" onClick={() => onAdjust(step.duration.id, null)}>
                    {intl.formatMessage({ id: 'ordering.texts.reset' })}
                  </Button>
                ) : null}
              </li>
            );
          }
          return (
            <li key={step.duration.id} id={id} tabIndex={-1}>
              <p>
                {intl.formatMessage(
                  { id: step.type === 'mail' ? 'ordering.texts.email' : 'ordering.texts.card' },
                  { number, subject: template?.subject ?? '', name: template?.title ?? '' },
                )}
              </p>
              {template ? <StepPreview template={template} /> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
