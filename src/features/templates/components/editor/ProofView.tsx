import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DecodedProof } from './decodeProof';

const ProofText = styled.pre`
  margin: 0;
  padding: 12px;
  white-space: pre-wrap;
  word-break: break-word;
  font-family: inherit;
  background: rgba(0, 0, 0, 0.04);
  border-radius: 8px;
`;

const ProofFrame = styled.iframe`
  width: 100%;
  min-height: 420px;
  border: 1px solid rgba(0, 0, 0, 0.15);
  border-radius: 8px;
  background: #fff;
`;

/**
 * A decoded proof as it will go out. Text is shown as text (React escapes it); an HTML proof goes
 * into an iframe with an empty sandbox (no scripts, no same origin, no forms), so nothing in it
 * can reach the app.
 */
export function ProofView({ decoded }: { decoded: DecodedProof }) {
  const intl = useIntl();
  if (decoded.kind === 'text')
    return <ProofText data-testid="proof-text">{decoded.text}</ProofText>;
  if (decoded.kind === 'html')
    return (
      <ProofFrame
        sandbox=""
        srcDoc={decoded.html}
        title={intl.formatMessage({ id: 'editor.proof.frameTitle' })}
      />
    );
  return (
    <img
      src={decoded.src}
      alt={intl.formatMessage({ id: 'editor.proof.imageAlt' })}
      style={{ maxWidth: '100%' }}
    />
  );
}
