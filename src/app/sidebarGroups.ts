import type { SidebarGroupKey, SidebarIconName } from '../components/routeEntries';
import type { MessageId } from '../i18n/messageIds';

/** The sidebar's groups, in the words and icons of the spec (templates-campaigns-contacts §2). */
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
