import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { CallState } from '../../../state/callState';
import { type Template, svgImageSource } from '../../templates';
import { STEP_TYPES, type CampaignStep, type StepType } from '../schemas';
import { IN_HOME_DAYS, timelineOf, timelineSpan } from '../timeline';
import { CHANNEL_ICONS, useStepWords } from './StepStrip';

const dayText = (day: number) => (Number.isInteger(day) ? String(day) : day.toFixed(1));

/** Tick marks every 1, 7 or 30 days, whichever keeps about ten on the axis. */
function ticksFor(span: number): number[] {
  const every = span <= 14 ? 1 : span <= 90 ? 7 : 30;
  return Array.from({ length: Math.floor(span / every) + 1 }, (_, index) => index * every);
}

/**
 * The campaign on a day axis, one lane per channel: each step at its send day with its template's
 * thumbnail, and a printed card's estimated in-home window after it (timeline.ts says why 4–6 days).
 * The same facts are in the list's text, so a screen reader hears the sequence in order.
 */
export const CampaignTimeline = memo(function CampaignTimeline({
  steps,
  templates,
}: {
  steps: readonly CampaignStep[];
  templates: Record<StepType, CallState<Template[]>>;
}) {
  const intl = useIntl();
  const words = useStepWords();
  const entries = useMemo(() => timelineOf(steps), [steps]);
  const span = Math.max(1, Math.ceil(timelineSpan(entries)));
  const at = (day: number) => `${(day / span) * 100}%`;
  const titleOf = (step: CampaignStep) =>
    templates[step.type].data?.find((template) => template.id === step.template) ?? null;
  return (
    <section className="campaign-timeline" aria-labelledby="timeline-title">
      <h2 id="timeline-title">{intl.formatMessage({ id: 'campaigns.timeline.title' })}</h2>
      {entries.length === 0 ? (
        <p>{intl.formatMessage({ id: 'campaigns.timeline.empty' })}</p>
      ) : (
        <>
          <div className="campaign-timeline__axis" aria-hidden="true">
            {ticksFor(span).map((day) => (
              <span key={day} className="campaign-timeline__tick" style={{ left: at(day) }}>
                {intl.formatMessage({ id: 'campaigns.timeline.day' }, { day })}
              </span>
            ))}
          </div>
          <div className="campaign-timeline__lanes" aria-hidden="true">
            {STEP_TYPES.map((type) => (
              <div
                key={type}
                className={`campaign-timeline__lane campaign-timeline__lane--${type}`}
              >
                <span className="campaign-timeline__lane-name">
                  {CHANNEL_ICONS[type]} {words.channel(type)}
                </span>
                <div className="campaign-timeline__track">
                  {entries
                    .filter((entry) => entry.step.type === type)
                    .map((entry) => {
                      const template = titleOf(entry.step);
                      const thumbnail =
                        template?.type === 'card' ? svgImageSource(template.front_svg) : null;
                      return (
                        <span key={entry.step.duration.id}>
                          {entry.inHome ? (
                            <span
                              className="campaign-timeline__in-home"
                              style={{
                                left: at(entry.inHome.from),
                                width: at(entry.inHome.to - entry.inHome.from),
                              }}
                            />
                          ) : null}
                          <span
                            className="campaign-timeline__marker"
                            style={{ left: at(entry.sendDay) }}
                          >
                            {thumbnail ? (
                              <img src={thumbnail} alt="" width={32} height={22} />
                            ) : (
                              CHANNEL_ICONS[type]
                            )}
                            <span className="campaign-timeline__number">{entry.index + 1}</span>
                          </span>
                        </span>
                      );
                    })}
                </div>
              </div>
            ))}
          </div>
          <ol className="campaign-timeline__list">
            {entries.map((entry) => {
              const template = titleOf(entry.step);
              return (
                <li key={entry.step.duration.id}>
                  {intl.formatMessage(
                    { id: 'campaigns.timeline.entry' },
                    {
                      number: entry.index + 1,
                      channel: words.channel(entry.step.type),
                      template:
                        template?.title ??
                        intl.formatMessage({ id: 'campaigns.timeline.noTemplate' }),
                      day: dayText(entry.sendDay),
                    },
                  )}
                  {entry.inHome
                    ? ` ${intl.formatMessage(
                        { id: 'campaigns.timeline.inHome' },
                        { from: dayText(entry.inHome.from), to: dayText(entry.inHome.to) },
                      )}`
                    : ''}
                </li>
              );
            })}
          </ol>
          <p className="campaign-timeline__note">
            {intl.formatMessage({ id: 'campaigns.timeline.assumption' }, IN_HOME_DAYS)}
          </p>
        </>
      )}
    </section>
  );
});
