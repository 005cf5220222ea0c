import { Button } from 'antd';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messageIds';

/** Where the wizard is: choosing and matching, checking, checked, or with the server. */
export type WizardStage = 'idle' | 'running' | 'failed' | 'checked' | 'server';

/** The modal's buttons for each stage; the server stage has only "Close". */
export function WizardFooter({
  stage,
  canCheck,
  proceeding,
  onClose,
  onCheck,
  onStopCheck,
  onBack,
  onProceed,
}: {
  stage: WizardStage;
  canCheck: boolean;
  /** The name check before the upload is under way. */
  proceeding: boolean;
  onClose: () => void;
  onCheck: () => void;
  onStopCheck: () => void;
  onBack: () => void;
  onProceed: () => void;
}) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  if (stage === 'server') return <Button onClick={onClose}>{text('common.close')}</Button>;
  return (
    <>
      <Button onClick={onClose}>{text('common.cancel')}</Button>
      {stage === 'checked' ? (
        <>
          <Button onClick={onBack}>{text('contacts.import.back')}</Button>
          <Button type="primary" loading={proceeding} onClick={onProceed}>
            {text('contacts.import.proceed')}
          </Button>
        </>
      ) : stage === 'running' ? (
        <Button onClick={onStopCheck}>{text('contacts.import.cancelCheck')}</Button>
      ) : (
        <Button type="primary" disabled={!canCheck} onClick={onCheck}>
          {text('contacts.import.validate')}
        </Button>
      )}
    </>
  );
}
