import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../../i18n/messageIds';

/** The subscription and invoice statuses the app words; any other the server sends is shown as it came. */
const STATUS_IDS: Record<string, MessageId> = {
  active: 'subscriptions.status.active',
  trialing: 'subscriptions.status.active',
  past_due: 'subscriptions.status.pastDue',
  cancelled: 'subscriptions.status.cancelled',
  canceled: 'subscriptions.status.cancelled',
  incomplete: 'subscriptions.status.incomplete',
  expired: 'subscriptions.status.expired',
  expire: 'subscriptions.status.expired',
  'not found': 'subscriptions.status.none',
  paid: 'subscriptions.status.paid',
  open: 'subscriptions.status.open',
  void: 'subscriptions.status.void',
};

export function statusWords(intl: IntlShape, status: string): string {
  const id = STATUS_IDS[status.trim().toLowerCase()];
  return id ? intl.formatMessage({ id }) : status;
}
