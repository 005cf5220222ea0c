import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messageIds';
import type { FundingOutcome } from '../slice';

/** What the dialog says after a funding that did not end in a plain credit or refusal. */
const WORDS: Partial<Record<FundingOutcome, { id: MessageId; type: 'warning' | 'info' }>> = {
  unanswered: { id: 'billing.fund.unanswered', type: 'warning' },
  notCharged: { id: 'billing.fund.notCharged', type: 'info' },
  earlierCredited: { id: 'billing.fund.earlierCredited', type: 'info' },
  earlierUnknown: { id: 'billing.fund.earlierUnknown', type: 'warning' },
};

export function FundingNotice({
  outcome,
  amountCents,
}: {
  outcome: FundingOutcome | null;
  amountCents: number | null;
}) {
  const intl = useIntl();
  const words = outcome ? WORDS[outcome] : undefined;
  if (!words) return null;
  return (
    <Alert
      type={words.type}
      showIcon
      role="status"
      title={intl.formatMessage({ id: words.id }, { amount: (amountCents ?? 0) / 100 })}
      style={{ marginBottom: 16 }}
    />
  );
}
