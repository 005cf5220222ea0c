import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DESIGN_SERVICES_FROM_DOLLARS } from '../../../../config/constants';
import { frameSandbox } from '../../../../lib/frameSandbox';
import { getConfig } from '../../../../config/env';
import type { MessageId } from '../../../../i18n/messageIds';
import { formatWholeDollars } from '../../../../lib/money';

/**
 * The Design Services / Agency Services promo (accounts-money §1, §2): from $79 per template, and
 * Schedule Now, which shows the scheduling page (configured; a local page in demo mode) embedded.
 */
export function SchedulingPromo({ bodyId }: { bodyId: MessageId }) {
  const intl = useIntl();
  const [scheduling, setScheduling] = useState(false);
  const price = formatWholeDollars(DESIGN_SERVICES_FROM_DOLLARS, intl.locale);
  return (
    <>
      <p>{intl.formatMessage({ id: bodyId }, { price })}</p>
      {scheduling ? (
        <iframe
          className="scheduling-frame"
          title={intl.formatMessage({ id: 'billing.scheduling.title' })}
          src={getConfig().frames.scheduling}
          sandbox={frameSandbox(getConfig().frames.scheduling, window.location.origin, [
            'forms',
            'popups',
          ])}
        />
      ) : (
        <Button type="primary" onClick={() => setScheduling(true)}>
          {intl.formatMessage({ id: 'billing.scheduleNow' })}
        </Button>
      )}
    </>
  );
}

/** The promo in its own modal (Design Services from the plans, Agency Services from the shell). */
export function SchedulingModal({
  titleId,
  bodyId,
  onClose,
}: {
  titleId: MessageId;
  bodyId: MessageId;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      open
      width={720}
      title={intl.formatMessage({ id: titleId })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{intl.formatMessage({ id: 'common.close' })}</Button>}
    >
      <SchedulingPromo bodyId={bodyId} />
    </Modal>
  );
}
