import type { Profile } from '../../../auth';
import type { Template } from '../../schemas';

/** What the signed-in user may do with a template; the server checks the same rules. */
export interface TemplatePermissions {
  /** Edit, quick edit, share and delete: the owner or a super admin. */
  change: boolean;
  /** Send to a contact or list: users with contact lists (Marketplace and Design Studio). */
  send: boolean;
}

export function permissionsFor(profile: Profile | null, template: Template): TemplatePermissions {
  if (!profile) return { change: false, send: false };
  return {
    change: profile.role_id === 1 || template.owner_id === profile.id,
    send: profile.role_id !== 1,
  };
}
