import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';
import { Choice } from '../../../../components/controls';
import { useUserMessage } from '../../../../components/useUserMessage';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import {
  PROOF_SKUS,
  ProofView,
  type Template,
  decodeProof,
  svgImageSource,
} from '../../../templates';
import { bulkProofCall, selectBulkProof } from '../slice';
import { MergeTagsSwitch, useMergeFill } from '../../../../components/mergePreview';

/**
 * Step 3, the proof first: a text or an email is proofed by the print service
 * (proof/pre-order/create, merge tags filled with sample values); a card shows its two sides.
 * Sending waits for the user to confirm they checked it, which they can once it is on screen.
 */
export function BulkProof({
  template,
  approved,
  problem,
  onApprove,
}: {
  template: Template | null;
  approved: boolean;
  problem: string | null;
  onApprove: (approved: boolean) => void;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const proof = useAppSelector(selectBulkProof);
  const fill = useMergeFill();
  // The section keeps its place (and its number) before a template is chosen: 1, 2, 3, 4.
  if (!template)
    return (
      <section className="order-section" aria-labelledby="bulk-proof-title">
        <h2 id="bulk-proof-title">{intl.formatMessage({ id: 'bulk.proof.title' })}</h2>
        <p>{intl.formatMessage({ id: 'bulk.proof.chooseFirst' })}</p>
      </section>
    );

  const ask = () => {
    if (template.type === 'card') return;
    dispatch(
      bulkProofCall.request(
        template.type === 'mail'
          ? { sku: PROOF_SKUS.mail, content: template.content, subject: template.subject }
          : { sku: PROOF_SKUS.sms, content: template.content },
      ),
    );
  };
  const decoded = proof.data ? decodeProof(proof.data.proof, proof.data.mime_type) : null;
  const sides = [
    { side: 'front', src: svgImageSource(fill(template.front_svg)) },
    { side: 'back', src: svgImageSource(fill(template.back_svg)) },
  ] as const;
  const shown =
    template.type === 'card' ? sides.every((side) => side.src !== null) : decoded !== null;

  return (
    <section className="order-section" aria-labelledby="bulk-proof-title">
      <h2 id="bulk-proof-title">{intl.formatMessage({ id: 'bulk.proof.title' })}</h2>
      {template.type === 'card' ? (
        shown ? (
          <>
            <MergeTagsSwitch />
            <div className="bulk-proof__sides">
              {sides.map(({ side, src }) => (
                <figure key={side}>
                  <img
                    src={src!}
                    alt={intl.formatMessage(
                      { id: `bulk.proof.${side}` },
                      { title: template.title },
                    )}
                  />
                  <figcaption>{intl.formatMessage({ id: `bulk.proof.${side}Caption` })}</figcaption>
                </figure>
              ))}
            </div>
          </>
        ) : (
          <Alert
            type="warning"
            showIcon
            title={intl.formatMessage({ id: 'bulk.proof.noArtwork' })}
          />
        )
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'bulk.proof.intro' })}</p>
          <Button onClick={ask} loading={proof.loading}>
            {intl.formatMessage({ id: 'bulk.proof.get' })}
          </Button>
          {proof.error && !proof.loading ? (
            <Alert
              type="error"
              showIcon
              title={word(callFailureMessage(bulkProofCall, proof.error))}
            />
          ) : null}
          {proof.data && !proof.error && !decoded ? (
            <Alert
              type="error"
              showIcon
              title={intl.formatMessage({ id: 'bulk.proof.unreadable' })}
            />
          ) : null}
          {decoded ? <ProofView decoded={decoded} /> : null}
        </>
      )}
      <label className="bulk-approve">
        <Choice
          type="checkbox"
          checked={approved}
          disabled={!shown}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'bulk-proof-problem' : undefined}
          onChange={(event) => onApprove(event.target.checked)}
        />
        <span>{intl.formatMessage({ id: 'bulk.proof.approve' })}</span>
      </label>
      {problem ? (
        <p id="bulk-proof-problem" className="bulk-field__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
