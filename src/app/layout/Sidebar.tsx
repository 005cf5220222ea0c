import { Menu, type MenuProps } from 'antd';
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
import { SIDEBAR_ICONS } from './sidebarIcons';
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

  .ant-menu,
  .ant-menu-sub.ant-menu-inline {
    background: transparent;
  }
  .ant-menu-item,
  .ant-menu-submenu-title,
  .ant-menu-item .anticon,
  .ant-menu-submenu-title .anticon,
  .ant-menu-submenu-arrow {
    color: ${({ theme }) => theme.sidebar.textColor};
  }
  /* A darker band and a bar in the text colour: selection is not told by colour alone. */
  .ant-menu-item-selected {
    background: ${SIDEBAR_SELECTED_BACKGROUND};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.sidebar.textColor};
    color: ${({ theme }) => theme.sidebar.textColor};
    font-weight: 600;
  }
  /* antd's focus ring is drawn in the primary colour, which the dark sidebars swallow. */
  && .ant-menu:focus-visible,
  && .ant-menu-item:focus-visible,
  && .ant-menu-submenu-title:focus-visible {
    outline: 3px solid ${({ theme }) => theme.sidebar.textColor};
    outline-offset: -3px;
  }
`;

/** Spacer that keeps the content clear of the collapsed rail while the hovered sidebar overlays it. */
const Rail = styled.div<{ $width: number }>`
  flex: 0 0 ${({ $width }) => $width}px;
`;

function leafFor(nodes: SidebarNode[], key: string): SidebarLeaf | undefined {
  for (const node of nodes) {
    if (node.kind === 'item' && node.key === key) return node;
    if (node.kind === 'group') {
      const child = node.children.find((leaf) => leaf.key === key);
      if (child) return child;
    }
  }
  return undefined;
}

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
export function Sidebar({ breakpoint }: { breakpoint: Breakpoint }) {
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
  const isMobile = breakpoint === 'mobile';
  // Collapsed, it expands while hovered and folds back when the pointer leaves.
  const showCollapsed = !isMobile && collapsed && !hovered && !keyboardInside;
  const fullWidth = isMobile ? LAYOUT.sidebarWidthSmall : LAYOUT.sidebarWidth;
  const width = showCollapsed ? LAYOUT.sidebarCollapsedWidth : fullWidth;

  const items: MenuProps['items'] = nodes.map((node) => {
    const Icon = SIDEBAR_ICONS[node.icon];
    const label = intl.formatMessage({ id: node.labelId });
    if (node.kind === 'item') return { key: node.key, icon: <Icon aria-hidden />, label };
    return {
      key: `group:${node.key}`,
      icon: <Icon aria-hidden />,
      label,
      children: node.children.map((leaf) => {
        const LeafIcon = SIDEBAR_ICONS[leaf.icon];
        return {
          key: leaf.key,
          icon: <LeafIcon aria-hidden />,
          label: intl.formatMessage({ id: leaf.labelId }),
        };
      }),
    };
  });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const leaf = leafFor(nodes, key);
    if (!leaf) return;
    dispatch(sidebarItemClicked({ key }));
    const target = leaf.target;
    if ('to' in target) void navigate(target.to);
    else if ('modal' in target) dispatch(modalOpened(target.modal));
    else {
      // Help and the other frame items show an embedded frame and go to the dashboard home.
      dispatch(frameOpened(target.frame));
      void navigate(paths.dashboard.home.getHref());
    }
  };

  const selectedKey = selectedKeyFor(nodes, pathname);
  const openGroup = nodes.find(
    (node) => node.kind === 'group' && node.children.some((leaf) => leaf.key === selectedKey),
  );

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
          <Menu
            mode="inline"
            theme="dark"
            items={items}
            inlineCollapsed={showCollapsed}
            // Closed groups keep their lists in the page, so each title's aria-controls points at
            // an element that exists.
            forceSubMenuRender
            selectedKeys={selectedKey ? [selectedKey] : []}
            defaultOpenKeys={openGroup ? [`group:${openGroup.key}`] : []}
            onClick={onClick}
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
