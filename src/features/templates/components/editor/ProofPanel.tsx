import '../../register';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useUserMessage } from '../../../../components/useUserMessage';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { callFailureMessage } from '../../../../state/callState';
import type { PROOF_SKUS } from '../../api';
import { proofCall, selectProof } from '../../slice';
import { decodeProof } from './decodeProof';
import { ProofView } from './ProofView';

export interface ProofPanelProps {
  /** 'SMS-1' for a text message, 'EMAIL-1' for an email (PROOF_SKUS in ../../api). */
  sku: (typeof PROOF_SKUS)[keyof typeof PROOF_SKUS];
  /** The message or email body as it stands, merge tags included: the server fills them. */
  content: string;
  /** The email's subject line; not sent when absent. */
  subject?: string;
  /** Off when there is nothing to proof yet. */
  disabled?: boolean;
}

/**
 * "Get proof": asks proof/pre-order/create for the template as it stands and shows the decoded
 * proof (ProofView keeps the proof's text and HTML away from the app).
 */
export function ProofPanel({ sku, content, subject, disabled = false }: ProofPanelProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const proof = useAppSelector(selectProof);
  const [asked, setAsked] = useState<{ content: string; subject: string | undefined } | null>(null);

  const ask = () => {
    setAsked({ content, subject });
    dispatch(
      proofCall.request(subject === undefined ? { sku, content } : { sku, content, subject }),
    );
  };

  const decoded = proof.data ? decodeProof(proof.data.proof, proof.data.mime_type) : null;
  const stale =
    asked !== null &&
    proof.data !== null &&
    (asked.content !== content || asked.subject !== subject);

  return (
    <section aria-label={intl.formatMessage({ id: 'editor.proof.title' })}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap align="center">
          {/* In an editor, a dialog over the library (h1, h2 per template): an h2 at h5 size. */}
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {intl.formatMessage({ id: 'editor.proof.title' })}
          </Typography.Title>
          <Button onClick={ask} loading={proof.loading} disabled={disabled}>
            {intl.formatMessage({ id: 'editor.proof.get' })}
          </Button>
        </Space>
        <Typography.Text type="secondary">
          {intl.formatMessage({ id: 'editor.proof.intro' })}
        </Typography.Text>
        {proof.error && !proof.loading ? (
          <Alert type="error" showIcon title={word(callFailureMessage(proofCall, proof.error))} />
        ) : null}
        {proof.data && !proof.error && !decoded ? (
          <Alert
            type="error"
            showIcon
            title={intl.formatMessage({ id: 'editor.proof.unreadable' })}
          />
        ) : null}
        {stale ? (
          <Typography.Text type="warning">
            {intl.formatMessage({ id: 'editor.proof.stale' })}
          </Typography.Text>
        ) : null}
        {decoded ? <ProofView decoded={decoded} /> : null}
      </Space>
    </section>
  );
}
