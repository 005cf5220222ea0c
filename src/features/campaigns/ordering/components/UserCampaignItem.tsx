import { Button, Popconfirm, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { useStepWords } from '../../components/StepStrip';
import type { UserCampaign } from '../schemas';
import { formatDateTime } from '../../../../lib/dateTime';

/**
 * One launched campaign: its lists, cost, each step's progress, and while it runs, Add contact
 * lists and Cancel.
 */
export function UserCampaignItem({
  order,
  busy,
  now,
  onCancel,
  onAddLists,
}: {
  order: UserCampaign;
  busy: boolean;
  now: number;
  onCancel: () => void;
  onAddLists: () => void;
}) {
  const intl = useIntl();
  const words = useStepWords();
  // Order dates read as the spec writes them everywhere (MM-DD-YYYY | HH:mm:ss, §9).
  const date = formatDateTime;
  const inWindow = Date.parse(order.cancellable_until) > now;
  const name = order.campaign_name;
  return (
    <article className="user-campaign" aria-label={name}>
      <header className="user-campaign__header">
        <h3>{name}</h3>
        {order.status === 'completed' ? (
          <Tag>{intl.formatMessage({ id: 'ordering.status.completed' })}</Tag>
        ) : null}
      </header>
      <p className="user-campaign__meta">
        {[
          intl.formatMessage({ id: 'ordering.active.launched' }, { date: date(order.launched_at) }),
          intl.formatMessage(
            { id: 'ordering.active.lists' },
            { lists: intl.formatList(order.contact_lists.map((list) => list.name)) },
          ),
          intl.formatMessage({ id: 'ordering.lists.count' }, { count: order.contacts }),
          intl.formatMessage({ id: 'ordering.active.cost' }, { charged: order.charged / 100 }),
          order.refunded > 0
            ? intl.formatMessage(
                { id: 'ordering.active.refunded' },
                { refunded: order.refunded / 100 },
              )
            : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <ol
        className="user-campaign__progress"
        aria-label={intl.formatMessage({ id: 'ordering.active.progress' }, { name })}
      >
        {order.progress.map((step) => (
          <li key={step.index} className={`user-campaign__step user-campaign__step--${step.stage}`}>
            <span>
              {intl.formatMessage(
                { id: 'ordering.active.step' },
                {
                  number: step.index,
                  channel: words.channel(step.type),
                  date: date(step.send_at),
                },
              )}
            </span>
            <span>
              {intl.formatMessage(
                { id: 'ordering.active.counts' },
                { sent: step.sent, scheduled: step.scheduled },
              )}
            </span>
            <Tag>{intl.formatMessage({ id: `ordering.stage.${step.stage}` })}</Tag>
          </li>
        ))}
      </ol>
      {order.status === 'active' ? (
        <div className="user-campaign__actions">
          <Button
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'ordering.addContacts.named' }, { name })}
            onClick={onAddLists}
          >
            {intl.formatMessage({ id: 'ordering.addContacts.open' })}
          </Button>
          <Popconfirm
            title={
              inWindow
                ? intl.formatMessage(
                    { id: 'ordering.cancel.inWindow' },
                    { until: date(order.cancellable_until) },
                  )
                : intl.formatMessage({ id: 'ordering.cancel.afterWindow' })
            }
            okText={intl.formatMessage({ id: 'ordering.cancel.yes' })}
            cancelText={intl.formatMessage({ id: 'ordering.cancel.no' })}
            okButtonProps={{ danger: true }}
            onConfirm={onCancel}
          >
            <Button
              danger
              disabled={busy}
              loading={busy}
              aria-label={intl.formatMessage({ id: 'ordering.cancel.named' }, { name })}
            >
              {intl.formatMessage({ id: 'ordering.cancel' })}
            </Button>
          </Popconfirm>
        </div>
      ) : null}
    </article>
  );
}
