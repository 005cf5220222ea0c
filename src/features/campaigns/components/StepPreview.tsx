import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { MergeTagsSwitch, useMergeFill } from '../../../components/mergePreview';
import { countSms } from '../../../lib/smsSegments';
import { type Template, svgImageSource } from '../../templates';

/** An email's body, sanitised (DOMPurify loads with the first email preview, not with the page). */
function EmailBody({ html, title }: { html: string; title: string }) {
  const [safe, setSafe] = useState<string | null>(null);
  const fill = useMergeFill();
  useEffect(() => {
    let live = true;
    void import('../../../lib/sanitizeHtml').then(({ filledEmailHtml }) => {
      if (live) setSafe(filledEmailHtml(html, fill));
    });
    return () => {
      live = false;
    };
  }, [html, fill]);
  if (safe === null) return null;
  // No sandbox permissions: no scripts, no same origin, no forms, whatever the HTML holds.
  return <iframe className="step-preview__email" title={title} sandbox="" srcDoc={safe} />;
}

/** The chosen template as the step will send it: card sides, the text with its segments, the email. */
export function StepPreview({ template }: { template: Template }) {
  const intl = useIntl();
  const fill = useMergeFill();
  if (template.type === 'card') {
    return (
      <div className="step-preview step-preview--card">
        {(['front', 'back'] as const).map((side) => {
          // The sample values are plain words, safe inside the SVG's text.
          const source = svgImageSource(
            fill(side === 'front' ? template.front_svg : template.back_svg),
          );
          const alt = intl.formatMessage(
            { id: `campaigns.preview.${side}` },
            { name: template.title },
          );
          return source ? (
            <img key={side} src={source} alt={alt} width={120} height={80} loading="lazy" />
          ) : (
            <span key={side} className="step-preview__missing" role="img" aria-label={alt}>
              {intl.formatMessage({ id: 'campaigns.preview.noArtwork' })}
            </span>
          );
        })}
        <MergeTagsSwitch />
      </div>
    );
  }
  if (template.type === 'sms') {
    const text = fill(template.content);
    const count = countSms(template.content);
    return (
      <div className="step-preview step-preview--sms">
        <p className="step-preview__bubble">{text}</p>
        <p className="step-preview__note">
          {intl.formatMessage(
            { id: 'campaigns.preview.segments' },
            { count: count.segments, length: count.length },
          )}
        </p>
        <MergeTagsSwitch />
      </div>
    );
  }
  return (
    <div className="step-preview step-preview--mail">
      <p className="step-preview__subject">
        {intl.formatMessage(
          { id: 'campaigns.preview.subject' },
          { subject: fill(template.subject) },
        )}
      </p>
      <MergeTagsSwitch />
      <EmailBody
        html={template.content}
        title={intl.formatMessage({ id: 'campaigns.preview.email' }, { name: template.title })}
      />
    </div>
  );
}
