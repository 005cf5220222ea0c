import { useIntl } from 'react-intl';
import { formatCents } from '../../../lib/money';
import type { NotificationItem } from '../items';

/** One notification in a sentence (accounts-money §3's fields; refunds as $ with two decimals). */
export function NotificationSummary({ item }: { item: NotificationItem }) {
  const intl = useIntl();
  if (item.kind === 'failedAddresses')
    return (
      <>
        {intl.formatMessage(
          { id: 'notifications.failed.summary' },
          {
            name: item.failed.name,
            failed: item.failed.contact_count,
            total: item.failed.total_importcontacts,
          },
        )}
      </>
    );
  if (item.kind === 'sharedCampaigns')
    return (
      <>
        {intl.formatMessage(
          { id: 'notifications.shared.summary' },
          { sharedBy: item.shared.shared_by, name: item.shared.name },
        )}
      </>
    );
  if ('batch' in item)
    return (
      <>
        {intl.formatMessage(
          { id: 'notifications.batch.summary' },
          {
            amount: formatCents(item.batch.total_refunded, intl.locale),
            orders: item.batch.order_events,
            failed: item.batch.dpv_failures,
            total: item.batch.original_contact_count,
          },
        )}
      </>
    );
  return (
    <>
      {intl.formatMessage(
        { id: 'notifications.refund.summary' },
        {
          amount: formatCents(item.refund.total_refunded, intl.locale),
          order: item.refund.order,
          failed: item.refund.dpv_failures,
          total: item.refund.original_contact_count,
        },
      )}
    </>
  );
}
