import { MailOutlined, MessageOutlined, PictureOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CampaignStep, StepType } from '../schemas';

export const CHANNEL_ICONS: Record<StepType, ReactNode> = {
  sms: <MessageOutlined aria-hidden="true" />,
  mail: <MailOutlined aria-hidden="true" />,
  card: <PictureOutlined aria-hidden="true" />,
};

/** "SMS", "Email", "Postcard" and a wait such as "after 3 days", in the user's language. */
export function useStepWords() {
  const intl = useIntl();
  return {
    channel: (type: StepType) => intl.formatMessage({ id: `campaigns.channel.${type}` }),
    wait: (duration: CampaignStep['duration']) =>
      intl.formatMessage({ id: `campaigns.wait.${duration.type}` }, { count: duration.value }),
  };
}

/** A campaign's steps in order: each channel's icon and its wait, read out as a list. */
export function StepStrip({ steps, label }: { steps: readonly CampaignStep[]; label: string }) {
  const words = useStepWords();
  const intl = useIntl();
  if (steps.length === 0)
    return (
      <p className="campaign-steps__none">{intl.formatMessage({ id: 'campaigns.noSteps' })}</p>
    );
  return (
    <ol className="campaign-steps" aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.duration.id}
          className={`campaign-steps__step campaign-steps__step--${step.type}`}
        >
          {CHANNEL_ICONS[step.type]}
          <span>{words.channel(step.type)}</span>
          <span className="campaign-steps__wait">{words.wait(step.duration)}</span>
        </li>
      ))}
    </ol>
  );
}
