import type { IntlShape } from 'react-intl';
import type { DataColumn } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../lib/dateTime';
import type { ZapSend } from '../api';

/**
 * The Zapier history's columns: when (the spec's MM-DD-YYYY | HH:mm:ss, local time), which zap,
 * which template on which channel, to whom, and how it went. Names come from the user's zaps and
 * templates, so they are rendered as text, never as markup.
 */
export function zapColumns(intl: IntlShape): DataColumn<ZapSend>[] {
  return [
    {
      key: 'sent_at',
      title: intl.formatMessage({ id: 'ordering.zap.sentAt' }),
      render: (_value, row) => (
        <span className="zap-sends__date">{formatDateTime(row.sent_at)}</span>
      ),
    },
    {
      key: 'zap_name',
      title: intl.formatMessage({ id: 'ordering.zap.zap' }),
      dataIndex: 'zap_name',
    },
    {
      key: 'template',
      title: intl.formatMessage({ id: 'ordering.zap.template' }),
      render: (_value, row) => (
        <>
          {row.template_title}
          <span className="zap-sends__channel">
            {intl.formatMessage({ id: `campaigns.channel.${row.template_type}` })}
          </span>
        </>
      ),
    },
    {
      key: 'recipient',
      title: intl.formatMessage({ id: 'ordering.zap.recipient' }),
      dataIndex: 'recipient',
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'ordering.zap.status' }),
      render: (_value, row) => (
        <>
          <span className={`zap-sends__status zap-sends__status--${row.status}`}>
            {intl.formatMessage({ id: `ordering.zap.status.${row.status}` })}
          </span>
          {row.status === 'failed' ? (
            <span className="zap-sends__reason">
              {intl.formatMessage({
                id: `ordering.zap.reason.${row.failure_reason ?? 'unknown'}`,
              })}
            </span>
          ) : null}
        </>
      ),
    },
  ];
}
