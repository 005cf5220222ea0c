import type { ComponentType, LazyExoticComponent } from 'react';
import type { Role } from '../config/constants';
import type { MessageId } from '../i18n/messageIds';
import type { PageProps } from './pageProps';

/**
 * The shape of a route entry. Each feature declares its entries in its own `routes.ts` and
 * src/app/routes.tsx composes them into the one table; the types live here, below the features,
 * because features may not import from src/app.
 */
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

/**
 * What a sidebar rule may read of the signed-in profile. The app passes its whole Profile; naming
 * the fields here keeps this layer free of the auth feature while rules stay type-checked.
 */
export interface SidebarProfile {
  basicuser_bycoachid: number | null;
}

/** Where an entry sits in one role's sidebar. `order` is global so groups fall in the spec's order. */
export interface SidebarPlacement {
  roles: readonly Role[];
  labelId: MessageId;
  icon: SidebarIconName;
  order: number;
  group?: SidebarGroupKey;
  /** Extra rule on top of the role, e.g. the pro-user entry needs basic-user details. */
  visible?: (profile: SidebarProfile) => boolean;
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
  /**
   * false: the page uses no antd, so it opens without antd's provider and the run-time styles
   * antd generates (the dashboard home, the first screen after sign-in). Pages use antd by default.
   */
  antd?: false;
  /**
   * A full-window workspace (the card editor): the sidebar folds into a drawer opened from the top
   * bar's menu button, as on a phone, and the footer is left out, so the work gets the window.
   */
  workspace?: true;
}

/** What the router keeps of an entry for the layout to read (react-router's `handle`). */
export interface DashboardRouteHandle {
  workspace: boolean;
}

/**
 * Sidebar entries that open a modal or an embedded frame instead of a route. The modal and frame
 * keys belong to the shell feature, so a feature names them as type arguments.
 */
export interface SidebarActionEntry<Modal extends string = never, Frame extends string = never> {
  key: string;
  action: { modal: Modal } | { frame: Frame };
  titleId: MessageId;
  sidebar: readonly SidebarPlacement[];
}

/**
 * What one feature adds to the route table. Its `routes.ts` holds only lazy page imports and plain
 * data, so composing the table pulls no slice, saga or component into the first load.
 */
export interface FeatureRoutes<Modal extends string = never, Frame extends string = never> {
  publicRoutes?: readonly PublicRouteEntry[];
  dashboardRoutes?: readonly DashboardRouteEntry[];
  sidebarActions?: readonly SidebarActionEntry<Modal, Frame>[];
}
