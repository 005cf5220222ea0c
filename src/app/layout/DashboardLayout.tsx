import { Suspense, lazy, useEffect } from 'react';
import { useLatch } from '../../components/useLatch';
import { useIntl } from 'react-intl';
import { Outlet, useMatches } from 'react-router-dom';
import type { DashboardRouteHandle } from '../../components/routeEntries';
import styled, { ThemeProvider } from 'styled-components';
import { ChromeOnlyBanner } from '../../components/ChromeOnlyBanner';
import { PageLoader } from '../../components/PageLoader';
import { selectPreferences } from '../../features/preferences';
import {
  selectOpenFrame,
  selectOpenModal,
  selectSidebarCollapsed,
  sidebarToggled,
} from '../../features/shell';
import { shellColourVariables, shellTheme } from '../../theme/themes';
import { SlowRequestNotice } from './SlowRequestNotice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectSessionActor } from '../../state/session';
import { withDomainMessages } from '../../i18n/domainMessages';
import { Footer } from './Footer';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useBreakpoint } from './useBreakpoint';

const Body = styled.div`
  display: flex;
  align-items: flex-start;
  min-height: calc(100vh - 65px);
`;

const Content = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  min-height: calc(100vh - 65px);
  /* Changing the layout theme also sets the content background colour. */
  background: ${({ theme }) => theme.layout.backgroundColor};
`;

// Modal code (antd Modal, and antd's provider) loads the first time one opens.
const AntdRoot = lazy(() => import('../providers/AntdRoot'));
const FrameModal = lazy(() =>
  import('./FrameModal').then((module) => ({ default: module.FrameModal })),
);
const ShellModals = lazy(() =>
  import('./ShellModals').then((module) => ({ default: module.ShellModals })),
);
// Only while an admin views the app as someone else.
const ImpersonationBanner = lazy(
  withDomainMessages('accountSwitch', () =>
    import('../../features/accountSwitch').then((module) => ({
      default: module.ImpersonationBanner,
    })),
  ),
);

/** The dashboard shell: top bar, sidebar, content and footer, themed by the settings panel. */
export default function DashboardLayout() {
  const preferences = useAppSelector(selectPreferences);
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const dispatch = useAppDispatch();
  const breakpoint = useBreakpoint();
  const frameUsed = useLatch(useAppSelector(selectOpenFrame) !== null);
  const modalUsed = useLatch(useAppSelector(selectOpenModal) !== null);
  const intl = useIntl();
  const impersonating = useAppSelector(selectSessionActor) !== null;
  const workspace = useMatches().some(
    (match) => (match.handle as DashboardRouteHandle | undefined)?.workspace === true,
  );
  const drawer = breakpoint === 'mobile' || workspace;

  useEffect(() => {
    // Tablets start with the rail collapsed and desktops expanded; the toggle overrides either.
    const shouldCollapse = breakpoint === 'tablet';
    if (breakpoint !== 'mobile' && collapsed !== shouldCollapse) dispatch(sidebarToggled());
    // Only a change of breakpoint should reset the rail, not every toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [breakpoint]);

  const theme = shellTheme(preferences);

  return (
    <ThemeProvider theme={theme}>
      <div className="app-shell" style={shellColourVariables(preferences.mainTheme)}>
        <a className="skip-link" href="#main-content">
          {intl.formatMessage({ id: 'app.skipToContent' })}
        </a>
        {impersonating ? (
          <Suspense fallback={null}>
            <ImpersonationBanner />
          </Suspense>
        ) : null}
        <ChromeOnlyBanner />
        <TopBar breakpoint={breakpoint} drawer={drawer} />
        <Body>
          <Sidebar breakpoint={breakpoint} drawer={drawer} />
          <Content>
            <main
              id="main-content"
              className={workspace ? 'app-main app-main-workspace' : 'app-main'}
              tabIndex={-1}
              aria-label={intl.formatMessage({ id: 'app.mainContent' })}
            >
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </main>
            {workspace ? null : <Footer />}
          </Content>
        </Body>
        {frameUsed || modalUsed ? (
          <Suspense fallback={null}>
            <AntdRoot>
              {frameUsed ? <FrameModal /> : null}
              {modalUsed ? <ShellModals /> : null}
            </AntdRoot>
          </Suspense>
        ) : null}
        <SlowRequestNotice />
      </div>
    </ThemeProvider>
  );
}
