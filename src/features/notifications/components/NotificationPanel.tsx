import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PlainButton } from '../../../components/controls';
import { RelativeTime } from '../../../components/dates';
import { NOTIFICATION_LIST_HEIGHT_PX } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { NotificationItem } from '../items';
import {
  allMarkedRead,
  itemOpened,
  selectNotificationItems,
  selectPollFailures,
  selectUnreadCount,
} from '../slice';
import { NotificationSummary } from './NotificationSummary';
import { SharedAnswer } from './SharedAnswer';
import { WindowedList } from './WindowedList';
import './notifications.css';

/** Each row's height in the bell's list: two lines of text and the time. */
export const BELL_ROW_HEIGHT = 76;

/**
 * The bell's list (accounts-money §2, §9): the notifications, unread first, in a 300 px list that
 * scrolls and draws only what is in view; opening one marks it read; "Mark all as read"; the way
 * to the full page. A panel, not a modal: Escape or a click elsewhere closes it.
 */
export default function NotificationPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectNotificationItems);
  const unread = useAppSelector(selectUnreadCount);
  const behind = useAppSelector(selectPollFailures) > 0;
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const row = (item: NotificationItem) => (
    <div className={item.read ? 'notification-row' : 'notification-row notification-row--unread'}>
      <PlainButton
        variant="text"
        className="notification-row__open"
        onClick={() => {
          dispatch(itemOpened(item.key));
          if (item.kind !== 'sharedCampaigns') onClose();
        }}
      >
        {item.read ? null : (
          <span className="notification-row__dot">
            <span className="visually-hidden">
              {intl.formatMessage({ id: 'notifications.unread' })}
            </span>
          </span>
        )}
        <span className="notification-row__text">
          <NotificationSummary item={item} />
        </span>
        <span className="notification-row__time">
          <RelativeTime value={item.date} />
        </span>
      </PlainButton>
      {item.kind === 'sharedCampaigns' ? <SharedAnswer shared={item.shared} /> : null}
    </div>
  );

  return (
    <section
      id={id}
      ref={panel}
      role="dialog"
      aria-label={intl.formatMessage({ id: 'notifications.title' })}
      className="notification-panel"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="notification-panel__head">
        <h2 className="notification-panel__title">
          {intl.formatMessage({ id: 'notifications.title' })}
        </h2>
        <PlainButton
          variant="link"
          size="small"
          disabled={unread === 0}
          onClick={() => dispatch(allMarkedRead())}
        >
          {intl.formatMessage({ id: 'notifications.markAllRead' })}
        </PlainButton>
      </div>
      {behind ? (
        <p className="notification-panel__behind" role="status">
          {intl.formatMessage({ id: 'notifications.behind' })}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="notification-panel__empty">
          {intl.formatMessage({ id: 'notifications.empty' })}
        </p>
      ) : (
        <WindowedList
          items={items}
          rowHeight={BELL_ROW_HEIGHT}
          height={NOTIFICATION_LIST_HEIGHT_PX}
          label={intl.formatMessage({ id: 'notifications.latest' })}
          itemKey={(item) => item.key}
          renderRow={row}
        />
      )}
      <div className="notification-panel__foot">
        <Link to={paths.dashboard.notifications.getHref()} onClick={onClose}>
          {intl.formatMessage({ id: 'notifications.seeAll' })}
        </Link>
      </div>
    </section>
  );
}
