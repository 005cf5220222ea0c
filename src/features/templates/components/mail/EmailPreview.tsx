import { Segmented, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { MergeTagsSwitch, useMergeFill } from '../../../../components/mergePreview';
import { filledEmailHtml } from '../../../../lib/sanitizeHtml';

type PreviewWidth = 'desktop' | 'mobile';

/** Typical widths of an email client's reading pane and of a phone. */
const WIDTHS: Record<PreviewWidth, number> = { desktop: 640, mobile: 375 };
const PREVIEW_HEIGHT = 480;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The document the preview frame shows. The frame is sandboxed with no permissions (no script, a
 * unique origin); its own CSP is a second fence should a sandbox ever be lifted.
 */
export function previewDocument(subject: string, bodyHtml: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '<style>body{margin:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;color:#1f2933;word-wrap:break-word}img{max-width:100%;height:auto}a{color:#1457c4}blockquote{margin:8px 0;padding-left:12px;border-left:3px solid #b8c2cc}</style>',
    `</head><body>${bodyHtml}</body></html>`,
  ].join('');
}

interface EmailPreviewProps {
  subject: string;
  html: string;
}

/** How the email reads to a contact: subject and body with sample merge values, desktop or mobile width. */
export function EmailPreview({ subject, html }: EmailPreviewProps) {
  const intl = useIntl();
  const noteId = useId();
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const fill = useMergeFill();
  const filledSubject = fill(subject);
  const srcDoc = useMemo(
    () => previewDocument(filledSubject, filledEmailHtml(html, fill)),
    [filledSubject, html, fill],
  );

  return (
    <section aria-label={intl.formatMessage({ id: 'mailEditor.preview.region' })}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          justifyContent: 'space-between',
          alignItems: 'center',
          marginBottom: 8,
        }}
      >
        <Typography.Text id={noteId} type="secondary">
          {intl.formatMessage({ id: 'mailEditor.preview.note' })}
        </Typography.Text>
        <MergeTagsSwitch />
        <Segmented<PreviewWidth>
          aria-label={intl.formatMessage({ id: 'mailEditor.preview.width' })}
          value={width}
          onChange={setWidth}
          options={[
            { value: 'desktop', label: intl.formatMessage({ id: 'mailEditor.preview.desktop' }) },
            { value: 'mobile', label: intl.formatMessage({ id: 'mailEditor.preview.mobile' }) },
          ]}
        />
      </div>
      <div style={{ maxWidth: WIDTHS[width], margin: '0 auto', transition: 'max-width 0.2s' }}>
        <p style={{ margin: '0 0 8px', overflowWrap: 'anywhere' }}>
          <strong>{intl.formatMessage({ id: 'mailEditor.preview.subject' })}</strong>{' '}
          {filledSubject.trim() || intl.formatMessage({ id: 'mailEditor.preview.noSubject' })}
        </p>
        <iframe
          sandbox=""
          srcDoc={srcDoc}
          title={intl.formatMessage({ id: 'mailEditor.preview.frameTitle' })}
          aria-describedby={noteId}
          data-width={width}
          style={{
            display: 'block',
            width: '100%',
            height: PREVIEW_HEIGHT,
            border: '1px solid #b8c2cc',
            borderRadius: 8,
            background: '#ffffff',
          }}
        />
      </div>
    </section>
  );
}
