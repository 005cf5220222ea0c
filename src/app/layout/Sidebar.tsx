import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LAYOUT } from '../../config/constants';
import { paths } from '../../config/paths';
import { selectProfile, selectRole } from '../../features/auth';
import {
  frameOpened,
  mobileSidebarToggled,
  modalOpened,
  selectMobileSidebarOpen,
  selectSidebarCollapsed,
  sidebarItemClicked,
} from '../../features/shell';
import { SIDEBAR_SELECTED_BACKGROUND } from '../../theme/themes';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { type SidebarLeaf, type SidebarNode, sidebarFor } from '../sidebar';
import { SidebarMenu } from './SidebarMenu';
import './sidebarMenu.css';
import type { Breakpoint } from './useBreakpoint';

const Aside = styled.aside<{
  $width: number;
  $overlay: boolean;
  $raised: boolean;
  $hidden: boolean;
}>`
  position: ${({ $overlay }) => ($overlay ? 'fixed' : 'sticky')};
  top: ${LAYOUT.topBarHeight}px;
  left: 0;
  z-index: 20;
  flex: 0 0 auto;
  width: ${({ $width }) => $width}px;
  height: calc(100vh - ${LAYOUT.topBarHeight}px);
  overflow-y: auto;
  overflow-x: hidden;
  display: ${({ $hidden }) => ($hidden ? 'none' : 'block')};
  background: ${({ theme }) => theme.sidebar.backgroundColor};
  transition: width 0.2s ease;
  box-shadow: ${({ $raised }) => ($raised ? '2px 0 12px rgba(0, 0, 0, 0.25)' : 'none')};

  --sidebar-text: ${({ theme }) => theme.sidebar.textColor};
  --sidebar-selected: ${SIDEBAR_SELECTED_BACKGROUND};
  color: ${({ theme }) => theme.sidebar.textColor};
`;

/** Spacer that keeps the content clear of the collapsed rail while the hovered sidebar overlays it. */
const Rail = styled.div<{ $width: number }>`
  flex: 0 0 ${({ $width }) => $width}px;
`;

function selectedKeyFor(nodes: SidebarNode[], pathname: string): string | undefined {
  const leaves = nodes.flatMap((node) => (node.kind === 'group' ? node.children : [node]));
  const routeLeaves = leaves.filter((leaf) => 'to' in leaf.target);
  const exact = routeLeaves.find(
    (leaf) => 'to' in leaf.target && leaf.target.to.toLowerCase() === pathname.toLowerCase(),
  );
  if (exact) return exact.key;
  const nested = routeLeaves
    .filter(
      (leaf) =>
        'to' in leaf.target &&
        leaf.target.to !== paths.dashboard.home.getHref() &&
        pathname.toLowerCase().startsWith(`${leaf.target.to.toLowerCase()}/`),
    )
    .sort((a, b) => b.key.length - a.key.length)[0];
  return nested?.key;
}

/** The sidebar of the signed-in role, derived from the route table. */
export function Sidebar({ breakpoint, drawer }: { breakpoint: Breakpoint; drawer: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = useAppSelector(selectRole);
  const profile = useAppSelector(selectProfile);
  const collapsed = useAppSelector(selectSidebarCollapsed);
  const mobileOpen = useAppSelector(selectMobileSidebarOpen);
  const [hovered, setHovered] = useState(false);
  // Keyboard focus inside the collapsed rail expands it, as the pointer does.
  const [keyboardInside, setKeyboardInside] = useState(false);

  const nodes = useMemo(() => (role ? sidebarFor(role, profile) : []), [role, profile]);
  // A drawer (a phone, or a full-window workspace) is hidden until the menu button opens it.
  const isMobile = drawer;
  // Collapsed, it expands while hovered and folds back when the pointer leaves.
  const showCollapsed = !isMobile && collapsed && !hovered && !keyboardInside;
  const fullWidth = breakpoint === 'mobile' ? LAYOUT.sidebarWidthSmall : LAYOUT.sidebarWidth;
  const width = showCollapsed ? LAYOUT.sidebarCollapsedWidth : fullWidth;

  const choose = (leaf: SidebarLeaf) => {
    dispatch(sidebarItemClicked({ key: leaf.key }));
    const target = leaf.target;
    if ('to' in target) void navigate(target.to);
    else if ('modal' in target) dispatch(modalOpened(target.modal));
    else {
      // Help and the other frame items show an embedded frame and go to the dashboard home.
      dispatch(frameOpened(target.frame));
      void navigate(paths.dashboard.home.getHref());
    }
  };

  return (
    <>
      {!isMobile && collapsed ? <Rail $width={LAYOUT.sidebarCollapsedWidth} /> : null}
      <Aside
        id="app-sidebar"
        data-collapsed={showCollapsed}
        $width={width}
        $overlay={isMobile || collapsed}
        $raised={isMobile || (collapsed && !showCollapsed)}
        $hidden={isMobile && !mobileOpen}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={(event) => {
          if (event.target.matches(':focus-visible')) setKeyboardInside(true);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
        }}
        onKeyDown={(event) => {
          // Escape closes the mobile sidebar and hands focus back to the button that opened it.
          if (event.key !== 'Escape' || !isMobile || !mobileOpen) return;
          dispatch(mobileSidebarToggled(false));
          document.querySelector<HTMLElement>('[aria-controls="app-sidebar"]')?.focus();
        }}
      >
        <nav aria-label={intl.formatMessage({ id: 'nav.label' })}>
          <SidebarMenu
            // A new role or profile brings other entries: start the menu afresh.
            key={role ?? 'none'}
            nodes={nodes}
            selectedKey={selectedKeyFor(nodes, pathname)}
            collapsed={showCollapsed}
            onChoose={choose}
          />
        </nav>
      </Aside>
      {isMobile && mobileOpen ? (
        <button
          type="button"
          className="sidebar-scrim"
          aria-label={intl.formatMessage({ id: 'common.close' })}
          onClick={() => dispatch(mobileSidebarToggled(false))}
        />
      ) : null}
    </>
  );
}
