import type { MessageId } from '../../../i18n/messageIds';

/** The profile types an industry may have, with their names. */
export const PROFILE_TYPES: Record<string, MessageId> = {
  agent: 'catalog.industry.profileType.agent',
  business: 'catalog.industry.profileType.business',
};
