import '../register';
import { Button } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { FormField, NativeSelect, PlainButton } from '../../../components/controls';
import { RelativeTime } from '../../../components/dates';
import { Pager } from '../../../components/Pager';
import { ROLE } from '../../../config/constants';
import { formatDateTime } from '../../../lib/dateTime';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectProfile } from '../../auth';
import { NotificationSettingsSection } from '../../integrations';
import type { NotificationItem, NotificationKind } from '../items';
import {
  allMarkedRead,
  failedDeleted,
  itemMarkedRead,
  itemOpened,
  refreshWanted,
  refundExportWanted,
  selectBusyKeys,
  selectNotificationItems,
  selectUnreadCount,
} from '../slice';
import { NotificationSummary } from '../components/NotificationSummary';
import { SharedAnswer } from '../components/SharedAnswer';
import '../components/notifications.css';
import './notificationsPage.css';

const PAGE_SIZE = 10;

/** The kinds each role receives (accounts-money §4, §6). */
function kindsOf(role: number | undefined): NotificationKind[] {
  if (role === ROLE.designStudio) return ['failedAddresses', 'refunds', 'sharedCampaigns'];
  if (role === ROLE.marketplace) return ['failedAddresses', 'refunds'];
  return [];
}

/**
 * /dashboard/notifications (issue 29): every notification, unread first then newest, filtered by
 * kind and paged; each with what can be done about it; the notification settings below. A link
 * from the bell (?item=) opens the page on that notification.
 */
export default function NotificationsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectProfile)?.role_id;
  const items = useAppSelector(selectNotificationItems);
  const unread = useAppSelector(selectUnreadCount);
  const [params, setParams] = useSearchParams();
  const filterId = useId();
  const kinds = kindsOf(role);
  const kind = (kinds as string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as NotificationKind)
    : null;
  const wanted = params.get('item');
  const shown = useMemo(
    () => (kind ? items.filter((item) => item.kind === kind) : items),
    [items, kind],
  );
  // Until the user pages, the page that holds the notification the bell opened (?item=).
  const [page, setPage] = useState<number | null>(null);
  const wantedIndex = wanted ? shown.findIndex((item) => item.key === wanted) : -1;
  const startPage = wantedIndex < 0 ? 1 : Math.floor(wantedIndex / PAGE_SIZE) + 1;

  useEffect(() => {
    dispatch(refreshWanted());
  }, [dispatch]);

  useEffect(() => {
    if (wantedIndex < 0) return;
    document.getElementById(`notification-${wanted}`)?.scrollIntoView?.({ block: 'center' });
  }, [wanted, wantedIndex]);

  const lastPage = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page ?? startPage, lastPage);
  const onPage = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <section className="notifications-page" aria-labelledby="notifications-heading">
      <h1 id="notifications-heading">{intl.formatMessage({ id: 'screen.notifications' })}</h1>
      <p>{intl.formatMessage({ id: 'notifications.page.intro' })}</p>
      <div className="notifications-page__tools">
        <FormField
          id={filterId}
          label={intl.formatMessage({ id: 'notifications.filter.label' })}
          problem={null}
        >
          <NativeSelect
            id={filterId}
            value={kind ?? ''}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              if (event.target.value) next.set('kind', event.target.value);
              else next.delete('kind');
              next.delete('item');
              setParams(next, { replace: true });
              setPage(1);
            }}
          >
            <option value="">{intl.formatMessage({ id: 'notifications.filter.all' })}</option>
            {kinds.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `notifications.kind.${value}` })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button disabled={unread === 0} onClick={() => dispatch(allMarkedRead())}>
          {intl.formatMessage({ id: 'notifications.markAllRead' })}
        </Button>
      </div>
      {shown.length === 0 ? (
        <p className="notifications-page__empty">
          {intl.formatMessage({
            id: kind ? 'notifications.filteredEmpty' : 'notifications.empty',
          })}
        </p>
      ) : (
        <ul className="notifications-page__list">
          {onPage.map((item) => (
            <NotificationEntry key={item.key} item={item} highlighted={item.key === wanted} />
          ))}
        </ul>
      )}
      <Pager
        current={current}
        pageSize={PAGE_SIZE}
        total={shown.length}
        onChange={setPage}
        label={intl.formatMessage({ id: 'notifications.pager' })}
        totalLabel={intl.formatMessage({ id: 'notifications.total' }, { count: shown.length })}
      />
      {role === ROLE.superAdmin ? null : <NotificationSettingsSection />}
    </section>
  );
}

function NotificationEntry({
  item,
  highlighted,
}: {
  item: NotificationItem;
  highlighted: boolean;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectBusyKeys);
  const classes = [
    'notifications-page__entry',
    item.read ? null : 'notifications-page__entry--unread',
    highlighted ? 'notifications-page__entry--highlighted' : null,
  ];
  return (
    <li id={`notification-${item.key}`} className={classes.filter(Boolean).join(' ')}>
      <p className="notifications-page__summary">
        {item.read ? null : (
          <strong className="notifications-page__unread">
            {intl.formatMessage({ id: 'notifications.unread' })}
          </strong>
        )}
        <NotificationSummary item={item} />
      </p>
      <p className="notifications-page__when">
        {'batch' in item ? (
          intl.formatMessage(
            { id: 'notifications.batch.range' },
            {
              start: formatDateTime(item.batch.date_range_start),
              end: formatDateTime(item.batch.date_range_end),
            },
          )
        ) : (
          <RelativeTime value={item.date} />
        )}
      </p>
      <div className="notification-actions">
        {item.kind === 'failedAddresses' ? (
          <>
            <PlainButton size="small" onClick={() => dispatch(itemOpened(item.key))}>
              {intl.formatMessage({ id: 'notifications.viewFailed' })}
            </PlainButton>
            {item.read ? null : (
              <PlainButton size="small" onClick={() => dispatch(itemMarkedRead(item.key))}>
                {intl.formatMessage({ id: 'notifications.markRead' })}
              </PlainButton>
            )}
            <ConfirmDelete onConfirm={() => dispatch(failedDeleted(item.failed.contact_list_id))}>
              <PlainButton size="small" disabled={busy.includes(item.key)}>
                {intl.formatMessage({ id: 'notifications.delete' })}
              </PlainButton>
            </ConfirmDelete>
          </>
        ) : null}
        {item.kind === 'refunds' ? (
          <>
            <PlainButton
              size="small"
              disabled={busy.includes(`export-${item.key}`)}
              onClick={() => dispatch(refundExportWanted(item.key))}
            >
              {intl.formatMessage({ id: 'notifications.export' })}
            </PlainButton>
            {item.read ? null : (
              <PlainButton size="small" onClick={() => dispatch(itemMarkedRead(item.key))}>
                {intl.formatMessage({ id: 'notifications.markRead' })}
              </PlainButton>
            )}
          </>
        ) : null}
        {item.kind === 'sharedCampaigns' ? <SharedAnswer shared={item.shared} /> : null}
      </div>
    </li>
  );
}
