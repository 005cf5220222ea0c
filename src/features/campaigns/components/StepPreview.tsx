import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SAMPLE_MERGE_VALUES, fillMergeTags } from '../../../lib/mergeTags';
import { countSms } from '../../../lib/smsSegments';
import { type Template, svgImageSource } from '../../templates';

/** An email's body, sanitised (DOMPurify loads with the first email preview, not with the page). */
function EmailBody({ html, title }: { html: string; title: string }) {
  const [safe, setSafe] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../../lib/sanitizeHtml').then(({ sanitizeEmailHtml }) => {
      if (live) setSafe(sanitizeEmailHtml(html));
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (safe === null) return null;
  // No sandbox permissions: no scripts, no same origin, no forms, whatever the HTML holds.
  return <iframe className="step-preview__email" title={title} sandbox="" srcDoc={safe} />;
}

/** The chosen template as the step will send it: card sides, the text with its segments, the email. */
export function StepPreview({ template }: { template: Template }) {
  const intl = useIntl();
  if (template.type === 'card') {
    return (
      <div className="step-preview step-preview--card">
        {(['front', 'back'] as const).map((side) => {
          const source = svgImageSource(side === 'front' ? template.front_svg : template.back_svg);
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
      </div>
    );
  }
  if (template.type === 'sms') {
    const text = fillMergeTags(template.content, SAMPLE_MERGE_VALUES);
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
      </div>
    );
  }
  return (
    <div className="step-preview step-preview--mail">
      <p className="step-preview__subject">
        {intl.formatMessage({ id: 'campaigns.preview.subject' }, { subject: template.subject })}
      </p>
      <EmailBody
        html={template.content}
        title={intl.formatMessage({ id: 'campaigns.preview.email' }, { name: template.title })}
      />
    </div>
  );
}
