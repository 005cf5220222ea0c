import { Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { MergeTagsSwitch, useMergeFill } from '../../../components/mergePreview';

const Bubble = styled.p<{ $background: string; $color: string }>`
  margin: 0;
  padding: 10px 14px;
  max-width: 100%;
  border-radius: 16px 16px 16px 4px;
  white-space: pre-wrap;
  word-break: break-word;
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
`;

/**
 * The message as a contact would read it, merge tags filled with sample contact data. Plain text:
 * React escapes it, so whatever was typed is shown, never interpreted.
 */
export function SmsPreview({ message }: { message: string }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const filled = useMergeFill()(message);
  return (
    <section aria-label={intl.formatMessage({ id: 'editor.preview.title' })}>
      {/* The editor is a dialog over the library (h1, h2 per template): its headings are h2s,
          drawn at antd's h5 size. */}
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading5 }}>
        {intl.formatMessage({ id: 'editor.preview.title' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {intl.formatMessage({ id: 'editor.preview.note' })} <MergeTagsSwitch />
      </Typography.Paragraph>
      {filled.trim() === '' ? (
        <Typography.Text type="secondary">
          {intl.formatMessage({ id: 'smsEditor.preview.empty' })}
        </Typography.Text>
      ) : (
        <Bubble
          data-testid="sms-preview"
          $background={token.colorFillSecondary}
          $color={token.colorText}
        >
          {filled}
        </Bubble>
      )}
    </section>
  );
}
