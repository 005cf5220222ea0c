import * as z from 'zod/mini';
import { defineEndpoint, silent } from '../../../api';

/**
 * The first-login flag's dedicated call (accounts-money §4 "First-login and profile-complete flags
 * are updated by dedicated calls"; its path is not shown: ours, beside the profile-complete one).
 * Silent: the welcome is already closed, and the browser's own flag keeps it so.
 */
export const firstLoginSeenEndpoint = defineEndpoint<
  { firstlogin_status: 1 },
  { firstlogin_status: number }
>({
  id: 'welcome.firstLoginSeen',
  base: 'main',
  path: 'update-firstlogin-status',
  data: z.object({ firstlogin_status: z.literal(1) }),
  showFailure: silent,
});
