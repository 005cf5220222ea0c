import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageProps } from '../components/pageProps';
import type { Role } from '../config/constants';
import type { Profile } from '../features/auth';
import type { FrameKey, ShellModalKey } from '../features/shell';
import type { MessageId } from '../i18n/messageIds';

export type { PageProps };

export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

export type SidebarGroupKey =
  'contacts' | 'cardTemplates' | 'campaigns' | 'account' | 'integrations' | 'vendorReports';

/** Icon names, resolved to components by the sidebar so icons stay out of the sign-in bundle. */
export type SidebarIconName =
  | 'dashboard'
  | 'industry'
  | 'category'
  | 'coach'
  | 'users'
  | 'sms'
  | 'mail'
  | 'card'
  | 'proCard'
  | 'campaigns'
  | 'settings'
  | 'report'
  | 'banner'
  | 'help'
  | 'contacts'
  | 'upload'
  | 'addList'
  | 'listBuilder'
  | 'templates'
  | 'zap'
  | 'order'
  | 'active'
  | 'profile'
  | 'billing'
  | 'affiliate'
  | 'notifications'
  | 'apiKey'
  | 'pricing'
  | 'proUser';

/** Where an entry sits in one role's sidebar. `order` is global so groups fall in the spec's order. */
export interface SidebarPlacement {
  roles: readonly Role[];
  labelId: MessageId;
  icon: SidebarIconName;
  order: number;
  group?: SidebarGroupKey;
  /** Extra rule on top of the role, e.g. the pro-user entry needs basic-user details. */
  visible?: (profile: Profile) => boolean;
}

export interface PublicRouteEntry {
  path: string;
  page: LazyPage;
  titleId: MessageId;
  variant?: PageProps['variant'];
  /** guest: signed-in users go to the dashboard; signedIn: needs a session; any: open to all. */
  access: 'guest' | 'signedIn' | 'any';
  /** The page uses antd, so it is wrapped in the lazily loaded antd provider. */
  antd?: boolean;
}

export interface DashboardRouteEntry {
  /** Relative to /dashboard; '' is the home. Also the sidebar key. */
  path: string;
  page: LazyPage;
  titleId: MessageId;
  roles: readonly Role[];
  sidebar?: readonly SidebarPlacement[];
}

/** Sidebar entries that open a modal or an embedded frame instead of a route. */
export interface SidebarActionEntry {
  key: string;
  action: { modal: ShellModalKey } | { frame: FrameKey };
  titleId: MessageId;
  sidebar: readonly SidebarPlacement[];
}

export const SIDEBAR_GROUPS: Record<
  SidebarGroupKey,
  { labelId: MessageId; icon: SidebarIconName }
> = {
  contacts: { labelId: 'nav.group.contacts', icon: 'contacts' },
  cardTemplates: { labelId: 'nav.group.cardTemplates', icon: 'card' },
  campaigns: { labelId: 'nav.group.campaigns', icon: 'campaigns' },
  account: { labelId: 'nav.group.account', icon: 'settings' },
  integrations: { labelId: 'nav.group.integrations', icon: 'zap' },
  vendorReports: { labelId: 'nav.group.vendorReports', icon: 'report' },
};
