import type {
  SidebarGroupKey,
  SidebarIconName,
  SidebarPlacement,
} from '../components/routeEntries';
import type { Role } from '../config/constants';
import { paths } from '../config/paths';
import type { Profile } from '../features/auth';
import type { FrameKey, ShellModalKey } from '../features/shell';
import type { MessageId } from '../i18n/messageIds';
import { dashboardRoutes, sidebarActions } from './routes';
import { SIDEBAR_GROUPS } from './sidebarGroups';

export type SidebarTarget = { to: string } | { modal: ShellModalKey } | { frame: FrameKey };

export interface SidebarLeaf {
  kind: 'item';
  key: string;
  labelId: MessageId;
  icon: SidebarIconName;
  target: SidebarTarget;
  order: number;
}

export interface SidebarGroup {
  kind: 'group';
  key: SidebarGroupKey;
  labelId: MessageId;
  icon: SidebarIconName;
  order: number;
  children: SidebarLeaf[];
}

export type SidebarNode = SidebarLeaf | SidebarGroup;

/** The link of a dashboard route entry: optional trailing parameters are left out. */
function dashboardHref(path: string): string {
  const base = path.replace(/(\/:[^/]+\?)+$/, '');
  const home = paths.dashboard.home.getHref();
  return base === '' ? home : `${home}/${base}`;
}

interface Candidate {
  key: string;
  target: SidebarTarget;
  placements: readonly SidebarPlacement[];
}

function candidates(): Candidate[] {
  const fromRoutes = dashboardRoutes
    .filter((route) => route.sidebar)
    .map((route) => ({
      key: route.path || 'dashboard',
      target: { to: dashboardHref(route.path) },
      placements: route.sidebar ?? [],
    }));
  const fromActions = sidebarActions.map((entry) => ({
    key: entry.key,
    target: entry.action,
    placements: entry.sidebar,
  }));
  return [...fromRoutes, ...fromActions];
}

/** The sidebar of one role, derived from the route table (templates-campaigns-contacts §2 "Sidebar by role"). */
export function sidebarFor(role: Role, profile: Profile | null): SidebarNode[] {
  const leaves: (SidebarLeaf & { group?: SidebarGroupKey })[] = [];
  for (const candidate of candidates()) {
    const placement = candidate.placements.find((entry) => entry.roles.includes(role));
    if (!placement) continue;
    if (placement.visible && (!profile || !placement.visible(profile))) continue;
    leaves.push({
      kind: 'item',
      key: candidate.key,
      labelId: placement.labelId,
      icon: placement.icon,
      target: candidate.target,
      order: placement.order,
      group: placement.group,
    });
  }
  leaves.sort((a, b) => a.order - b.order);

  const nodes: SidebarNode[] = [];
  const groups = new Map<SidebarGroupKey, SidebarGroup>();
  for (const { group, ...leaf } of leaves) {
    if (!group) {
      nodes.push(leaf);
      continue;
    }
    let node = groups.get(group);
    if (!node) {
      node = {
        kind: 'group',
        key: group,
        ...SIDEBAR_GROUPS[group],
        order: leaf.order,
        children: [],
      };
      groups.set(group, node);
      nodes.push(node);
    }
    node.children.push(leaf);
  }
  return nodes;
}
