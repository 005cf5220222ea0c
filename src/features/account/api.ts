import * as z from 'zod/mini';
import {
  type ApiFailure,
  type UserMessage,
  defineEndpoint,
  failureMessage,
  inline,
} from '../../api';
import { profileSchema } from '../auth';

export { editBasicUserProfileEndpoint as editDetailsEndpoint } from '../auth';

/*
 * The account area's calls (accounts-money §7 "Profile"; issue 29). The spec names the profile
 * calls and their success rules, not their payloads or answers: the shapes here are ours. Every
 * profile change answers with the whole profile, so the top bar and the page show what the server
 * kept. The API key's calls are ours entirely (the spec has the screen, not its calls).
 */

/** The server's words for a refusal (a taken address, a wrong password), else the spec's. */
const profileWording = (failure: ApiFailure): UserMessage =>
  failureMessage(failure, 'error.profileSystem');

export interface EditCoachRequest {
  fname: string;
  lname: string;
  business_name: string;
  industry_id: number | null;
}

/** edit_coach (payload plus token): a PRO user's name, business and industry. */
export const editCoachEndpoint = defineEndpoint<EditCoachRequest, z.infer<typeof profileSchema>>({
  id: 'account.editCoach',
  base: 'main',
  path: 'edit_coach',
  data: profileSchema,
  showFailure: inline(profileWording),
});

export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

/** changepassword-basicuser: the current password, then the new one under sign-up's rules. */
export const changePasswordEndpoint = defineEndpoint<
  ChangePasswordRequest,
  { password_changed_at: string }
>({
  id: 'account.changePassword',
  base: 'main',
  path: 'changepassword-basicuser',
  data: z.object({ password_changed_at: z.string() }),
  showFailure: inline(profileWording),
});

/**
 * check-phonenumberexists-accountsetting {phone_number, api_token}: a number that belongs to
 * another account is refused (422); the user's own number passes.
 */
export const checkAccountPhoneEndpoint = defineEndpoint<
  { phone_number: string },
  { phone_number: string }
>({
  id: 'account.checkPhone',
  base: 'main',
  path: 'check-phonenumberexists-accountsetting',
  data: z.object({ phone_number: z.string() }),
  showFailure: inline((failure) =>
    failure.kind === 'http' && failure.httpStatus === 422
      ? { id: 'account.mobile.taken' }
      : failureMessage(failure, 'error.profileSystem'),
  ),
});

/** update-user-mobile-number {phone_no}: after the check above. */
export const updateMobileEndpoint = defineEndpoint<
  { phone_no: string },
  z.infer<typeof profileSchema>
>({
  id: 'account.updateMobile',
  base: 'main',
  path: 'update-user-mobile-number',
  data: profileSchema,
  showFailure: inline(profileWording),
});

/** update-user-email-adrress {email}: the sign-in address (the spec's spelling of the path). */
export const updateEmailEndpoint = defineEndpoint<{ email: string }, z.infer<typeof profileSchema>>(
  {
    id: 'account.updateEmail',
    base: 'main',
    path: 'update-user-email-adrress',
    data: profileSchema,
    showFailure: inline(profileWording),
  },
);

/** update-usersecondary-email {secondary_email}: '' removes it. */
export const updateSecondaryEmailEndpoint = defineEndpoint<
  { secondary_email: string },
  z.infer<typeof profileSchema>
>({
  id: 'account.updateSecondaryEmail',
  base: 'main',
  path: 'update-usersecondary-email',
  data: profileSchema,
  showFailure: inline(profileWording),
});

/**
 * The referral-notes update: POST, success is HTTP 200 (§7; its path is not shown, this is ours).
 * Any failure reads as the spec's profile-system message (§8 "referral notes failure").
 */
export const updateReferralNotesEndpoint = defineEndpoint<
  { referral_notes: string },
  z.infer<typeof profileSchema>
>({
  id: 'account.updateReferralNotes',
  base: 'main',
  path: 'update-referral-notes',
  success: 'http200',
  data: profileSchema,
  showFailure: inline(() => ({ id: 'error.profileSystem' })),
});

const apiKeySummarySchema = z.object({
  /** The key with all but its last four characters hidden; '' when the user has none yet. */
  masked_key: z.string(),
  created_at: z.string(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** The user's API key, masked: what the page shows until the user asks to see it. */
export const apiKeyEndpoint = defineEndpoint<Record<string, never>, ApiKeySummary>({
  id: 'account.apiKey',
  base: 'main',
  path: 'api-key',
  data: apiKeySummarySchema,
  showFailure: inline('account.apiKey.loadFailed'),
});

/** The whole key, read when the user presses Reveal or Copy (kept only while it is shown). */
export const revealApiKeyEndpoint = defineEndpoint<Record<string, never>, { api_key: string }>({
  id: 'account.revealApiKey',
  base: 'main',
  path: 'api-key/reveal',
  data: z.object({ api_key: z.string().check(z.minLength(1)) }),
  showFailure: inline('account.apiKey.revealFailed'),
});

/**
 * A new key replaces the old one, which stops working at once. Once per intent: the key of the
 * request (idempotency_key) is kept across a lost answer, so Retry gets the same new key.
 */
export const regenerateApiKeyEndpoint = defineEndpoint<
  { idempotency_key: string },
  ApiKeySummary & { api_key: string }
>({
  id: 'account.regenerateApiKey',
  base: 'main',
  path: 'api-key/regenerate',
  idempotent: true,
  data: z.extend(apiKeySummarySchema, { api_key: z.string().check(z.minLength(1)) }),
  showFailure: inline('account.apiKey.regenerateFailed'),
});
