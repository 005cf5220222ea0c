import * as z from 'zod/mini';
import { defineEndpoint, inline, silent, toast } from '../../api';
import { getConfig } from '../../config/env';
import { loginErrorMessage } from './loginError';
import { PROFILE_TIMEOUT_MS } from '../../config/constants';
import { loginDataSchema, profileSchema, upgradeOptionSchema } from './schemas';

export interface LoginRequest {
  email: string;
  password: string;
}

export const loginEndpoint = defineEndpoint<LoginRequest, z.infer<typeof loginDataSchema>>({
  id: 'auth.login',
  base: 'main',
  path: 'login',
  token: { in: 'none' },
  data: loginDataSchema,
  showFailure: inline(loginErrorMessage),
});

export const getProfileEndpoint = defineEndpoint<
  Record<string, never>,
  z.infer<typeof profileSchema>
>({
  id: 'auth.getProfile',
  base: 'main',
  path: 'get-profile/',
  data: profileSchema,
  timeoutMs: PROFILE_TIMEOUT_MS,
  showFailure: toast(() => ({
    id: 'error.profileBusy',
    values: { email: getConfig().supportEmail },
  })),
});

export const showUpgradeOptionEndpoint = defineEndpoint<
  Record<string, never>,
  z.infer<typeof upgradeOptionSchema>
>({
  id: 'auth.showUpgradeOption',
  base: 'main',
  path: 'show-upgrade-option',
  data: upgradeOptionSchema,
  showFailure: silent,
});

/**
 * Whether the affiliate who referred this user hides upgrade offers from their referrals (§7;
 * its payload is "not shown": ours, the same answer as show-upgrade-option). Silent, like it.
 */
export const affiliateUpgradeEndpoint = defineEndpoint<
  Record<string, never>,
  z.infer<typeof upgradeOptionSchema>
>({
  id: 'auth.affiliateUpgrade',
  base: 'main',
  path: 'disable-affiliate-upgrade',
  data: upgradeOptionSchema,
  showFailure: silent,
});

export interface EditProfileRequest {
  fname: string;
  lname: string;
  phone_no: string;
}

export const editBasicUserProfileEndpoint = defineEndpoint<
  EditProfileRequest,
  z.infer<typeof profileSchema>
>({
  id: 'auth.editBasicUserProfile',
  base: 'main',
  path: 'edit-basicuser-profile',
  data: profileSchema,
  showFailure: inline('error.profileSystem'),
});

/** The spec says the profile-complete flag has a dedicated call but not its path; this is ours. */
export const updateProfileCompleteEndpoint = defineEndpoint<
  { profilecomplete_status: 1 },
  { profilecomplete_status: number }
>({
  id: 'auth.updateProfileComplete',
  base: 'main',
  path: 'update-profilecomplete-status',
  data: z.object({ profilecomplete_status: z.number() }),
  showFailure: inline('error.profileSystem'),
});
