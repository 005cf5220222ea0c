import { DownOutlined } from '@ant-design/icons';
import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SidebarGroup, SidebarLeaf, SidebarNode } from '../sidebar';
import { SIDEBAR_ICONS } from './sidebarIcons';

/**
 * The sidebar's entries as an ARIA menu (WAI-ARIA APG "menu" pattern): one tab stop, arrow keys
 * between the visible entries, Enter or Space to choose, ArrowRight / ArrowLeft into and out of a
 * group. It replaces antd's Menu, whose styles (generated at run time) and one tooltip per entry
 * cost the demo dashboard about a second of blocked main thread under Lighthouse's mobile
 * throttling. Closed groups keep their lists in the page, so each title's aria-controls points at
 * an element that exists. Styles: sidebarMenu.css.
 */
interface SidebarMenuProps {
  nodes: SidebarNode[];
  selectedKey: string | undefined;
  /** The collapsed rail shows icons only; it expands on hover or keyboard focus. */
  collapsed: boolean;
  onChoose: (leaf: SidebarLeaf) => void;
}

/** A plain click on a link navigates in the app; a modified click keeps the browser's meaning. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function SidebarMenu({ nodes, selectedKey, collapsed, onChoose }: SidebarMenuProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const root = useRef<HTMLUListElement>(null);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => {
    const open = nodes.find(
      (node) => node.kind === 'group' && node.children.some((leaf) => leaf.key === selectedKey),
    );
    return new Set(open ? [open.key] : []);
  });
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const isOpen = (group: SidebarGroup) => !collapsed && openGroups.has(group.key);
  const toggle = (group: SidebarGroup, open = !openGroups.has(group.key)) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (open) next.add(group.key);
      else next.delete(group.key);
      return next;
    });

  /** Entries the user can reach now, in page order: titles, items, and items of open groups. */
  const reachable: string[] = nodes.flatMap((node) =>
    node.kind === 'item'
      ? [node.key]
      : [groupKey(node), ...(isOpen(node) ? node.children.map((leaf) => leaf.key) : [])],
  );
  // One tab stop: the entry last focused, else the selected one, else the first.
  const tabStop =
    [focusKey, selectedKey].find((key) => key && reachable.includes(key)) ?? reachable[0];

  const focusEntry = (key: string | undefined) => {
    if (!key) return;
    setFocusKey(key);
    root.current?.querySelector<HTMLElement>(`[data-entry="${CSS.escape(key)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const key = (event.target as HTMLElement).dataset.entry;
    if (!key) return;
    const index = reachable.indexOf(key);
    const group = nodes.find(
      (node): node is SidebarGroup => node.kind === 'group' && groupKey(node) === key,
    );
    const parent = nodes.find(
      (node): node is SidebarGroup =>
        node.kind === 'group' && node.children.some((leaf) => leaf.key === key),
    );
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusEntry(reachable[(index + 1) % reachable.length]),
      ArrowUp: () => focusEntry(reachable[(index - 1 + reachable.length) % reachable.length]),
      Home: () => focusEntry(reachable[0]),
      End: () => focusEntry(reachable.at(-1)),
      ArrowRight: () => {
        if (!group || collapsed) return;
        toggle(group, true);
        // The group's list shows on the next render; its first entry is focused then.
        requestAnimationFrame(() => focusEntry(group.children[0]?.key));
      },
      ArrowLeft: () => {
        if (group && isOpen(group)) toggle(group, false);
        else if (parent) focusEntry(groupKey(parent));
      },
      ' ': () => (event.target as HTMLElement).click(),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const entryProps = (key: string) => ({
    role: 'menuitem',
    'data-entry': key,
    tabIndex: key === tabStop ? 0 : -1,
    onFocus: () => setFocusKey(key),
  });

  const renderLeaf = (leaf: SidebarLeaf) => {
    const Icon = SIDEBAR_ICONS[leaf.icon];
    const selected = leaf.key === selectedKey;
    const content = (
      <>
        <Icon aria-hidden />
        <span className="sidebar-menu__label">{intl.formatMessage({ id: leaf.labelId })}</span>
      </>
    );
    const className = `sidebar-menu__item${selected ? ' sidebar-menu__item--selected' : ''}`;
    return (
      <li role="none" key={leaf.key}>
        {'to' in leaf.target ? (
          <a
            {...entryProps(leaf.key)}
            className={className}
            href={leaf.target.to}
            aria-current={selected ? 'page' : undefined}
            onClick={(event) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              onChoose(leaf);
            }}
          >
            {content}
          </a>
        ) : (
          <button
            {...entryProps(leaf.key)}
            type="button"
            className={className}
            onClick={() => onChoose(leaf)}
          >
            {content}
          </button>
        )}
      </li>
    );
  };

  const renderGroup = (group: SidebarGroup) => {
    const Icon = SIDEBAR_ICONS[group.icon];
    const open = isOpen(group);
    const label = intl.formatMessage({ id: group.labelId });
    const listId = `${idPrefix}-${group.key}`;
    return (
      <li role="none" key={group.key}>
        <button
          {...entryProps(groupKey(group))}
          type="button"
          className="sidebar-menu__item sidebar-menu__group-title"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => toggle(group)}
        >
          <Icon aria-hidden />
          <span className="sidebar-menu__label">{label}</span>
          <DownOutlined aria-hidden className="sidebar-menu__arrow" />
        </button>
        <ul
          role="menu"
          id={listId}
          aria-label={label}
          className="sidebar-menu__group"
          hidden={!open}
        >
          {/* A closed group's entries are not drawn: half the menu's icons are in closed groups,
              and the whole menu is part of the dashboard's first commit. */}
          {open ? group.children.map(renderLeaf) : null}
        </ul>
      </li>
    );
  };

  return (
    <ul
      ref={root}
      role="menu"
      aria-orientation="vertical"
      aria-label={intl.formatMessage({ id: 'nav.label' })}
      className={`sidebar-menu${collapsed ? ' sidebar-menu--collapsed' : ''}`}
      onKeyDown={onKeyDown}
    >
      {nodes.map((node) => (node.kind === 'item' ? renderLeaf(node) : renderGroup(node)))}
    </ul>
  );
}

/** A group title's entry key, apart from its children's keys. */
function groupKey(group: SidebarGroup): string {
  return `group:${group.key}`;
}
