import { BellOutlined, MenuOutlined } from '@ant-design/icons';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LAYOUT, ROLE } from '../../config/constants';
import { selectProfile } from '../../features/auth';
import {
  mobileSidebarToggled,
  modalOpened,
  selectMobileSidebarOpen,
  selectSidebarCollapsed,
  sidebarToggled,
} from '../../features/shell';
import type { MessageId } from '../../i18n/messageIds';
import { formatCents } from '../../lib/money';

/** The notification bell: its state, poll and badge, loaded lazily with the dashboard. */
const NotificationBell = lazy(() => import('../../features/notifications/shell/NotificationBell'));
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { SideSwitcher } from './SideSwitcher';
import { StoreBadges } from './StoreBadges';
import type { Breakpoint } from './useBreakpoint';
import { SettingsPanel } from './SettingsPanel';
import { UserMenu } from './UserMenu';
import './shell.css';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  display: flex;
  align-items: center;
  gap: 16px;
  height: ${LAYOUT.topBarHeight}px;
  padding: 0 16px;
  background: ${({ theme }) => theme.topbar.backgroundColor};
  color: ${({ theme }) => theme.topbar.textColor};
  border-bottom: 1px solid rgba(0, 0, 0, 0.08);

  /* On a phone the bar holds the menu, the brand, Fund Account, the bell and the user: it keeps
     within the screen (the brand gives way first) rather than making the page scroll sideways. */
  @media (max-width: 480px) {
    gap: 8px;
    padding: 0 8px;
    & > * {
      flex-shrink: 0;
    }
    & .topbar__brand {
      flex-shrink: 1;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }

  /* Focus rings on the bar are drawn in its text colour, which contrasts with every bar theme. */
  && .shell-button:focus-visible,
  && .store-badge:focus-visible {
    outline: 3px solid ${({ theme }) => theme.topbar.textColor};
    outline-offset: 1px;
  }
`;

const WELCOME: Record<number, MessageId> = {
  [ROLE.marketplace]: 'topbar.welcomeMarketplace',
  [ROLE.designStudio]: 'topbar.welcomeDesignStudio',
  [ROLE.superAdmin]: 'topbar.welcomeAdmin',
};

export function TopBar({ breakpoint, drawer }: { breakpoint: Breakpoint; drawer: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const mobileOpen = useAppSelector(selectMobileSidebarOpen);
  if (!profile) return <Bar />;
  const isMobile = breakpoint === 'mobile';

  return (
    <Bar>
      <button
        type="button"
        className="shell-button"
        aria-label={intl.formatMessage({ id: 'nav.toggle' })}
        aria-controls="app-sidebar"
        aria-expanded={drawer ? mobileOpen : !collapsed}
        onClick={() => dispatch(drawer ? mobileSidebarToggled(undefined) : sidebarToggled())}
      >
        <MenuOutlined aria-hidden />
      </button>
      <span className="topbar__brand">{intl.formatMessage({ id: 'app.name' })}</span>
      {isMobile ? null : <SideSwitcher profile={profile} />}
      {breakpoint === 'desktop' ? (
        <p className="topbar__welcome">
          {intl.formatMessage(
            { id: WELCOME[profile.role_id] },
            { name: profile.fname || profile.email },
          )}
        </p>
      ) : (
        <span className="topbar__spacer" />
      )}
      {breakpoint === 'desktop' ? <StoreBadges /> : null}
      {profile.role_id === ROLE.marketplace ? (
        <div className="topbar__balance">
          {isMobile ? null : (
            <span>
              {intl.formatMessage({ id: 'topbar.balance' })}:{' '}
              <strong data-testid="balance">
                {formatCents(profile.total_creditpoints, intl.locale)}
              </strong>
            </span>
          )}
          <button
            type="button"
            className="shell-button shell-button--primary"
            onClick={() => dispatch(modalOpened('fundAccount'))}
          >
            {intl.formatMessage({ id: 'topbar.fundAccount' })}
          </button>
        </div>
      ) : null}
      {/* The bell and its list load with the notifications' state; a plain bell stands in. */}
      <Suspense
        fallback={
          <button
            type="button"
            className="shell-button"
            aria-label={intl.formatMessage({ id: 'topbar.notifications' }, { count: 0 })}
          >
            <BellOutlined aria-hidden />
          </button>
        }
      >
        <NotificationBell
          renderButton={(bell) => (
            <button
              ref={bell.buttonRef}
              type="button"
              className="shell-button"
              aria-label={intl.formatMessage(
                { id: 'topbar.notifications' },
                { count: bell.unread },
              )}
              aria-expanded={bell.open}
              aria-controls={bell.controls}
              onClick={bell.onToggle}
            >
              <span className="shell-badge">
                <BellOutlined aria-hidden />
                {/* The count is in the button's name; the badge only draws it. */}
                {bell.badge ? (
                  <span className="shell-badge__count" aria-hidden>
                    {bell.badge}
                  </span>
                ) : null}
              </span>
            </button>
          )}
        />
      </Suspense>
      {/* In the bar, not floating over the page: a floating button covered content at every width. */}
      <SettingsPanel />
      <UserMenu profile={profile} compact={breakpoint !== 'desktop'} />
    </Bar>
  );
}
