import * as z from 'zod/mini';
import {
  type ApiFailure,
  type UserMessage,
  defineEndpoint,
  failureMessage,
  toast,
} from '../../api';
import { idLike, text } from '../../api/fields';
import { loginDataSchema, profileSchema } from '../auth';

/*
 * Switching sides and impersonation (accounts-money §4 "Account switching and impersonation",
 * issue 29). The spec names the behaviour, not the calls: every path and shape here is ours.
 * A side switch answers with the linked account's sign-in (and, from Design Studio, the PRO
 * admin's own, kept to switch back); an impersonation answers with a session of the viewed user
 * that the server ties to the admin, who is then named on every call (the X-Acting-User header).
 */

const generic = (failure: ApiFailure): UserMessage => failureMessage(failure, 'error.generic');

export type Side = 'designStudio' | 'marketplace';

const switchedSchema = z.object({
  session: loginDataSchema,
  impersonator: z.nullable(loginDataSchema),
});
export type Switched = z.infer<typeof switchedSchema>;

/** switch-account {side}: signs in as the linked account of the other side. */
export const switchAccountEndpoint = defineEndpoint<{ side: Side }, Switched>({
  id: 'accountSwitch.switch',
  base: 'main',
  path: 'switch-account',
  data: switchedSchema,
  showFailure: toast(generic),
});

const actorSchema = z.object({ id: idLike, fname: text, lname: text });

const impersonationSchema = z.object({ session: loginDataSchema, actor: actorSchema });
export type Impersonation = z.infer<typeof impersonationSchema>;

/** impersonate-user {user_id}: a super admin, or a PRO admin over a basic user who allows it. */
export const impersonateEndpoint = defineEndpoint<{ user_id: number }, Impersonation>({
  id: 'accountSwitch.impersonate',
  base: 'main',
  path: 'impersonate-user',
  data: impersonationSchema,
  showFailure: toast(generic),
});

/**
 * impersonation/end {impersonation_token}: sent by the admin, back in their own session, so that
 * nothing still on its way with the old token meets a closed session first.
 */
export const endImpersonationEndpoint = defineEndpoint<
  { impersonation_token: string },
  { ended_at: string }
>({
  id: 'accountSwitch.end',
  base: 'main',
  path: 'impersonation/end',
  data: z.object({ ended_at: z.string() }),
  // Switching back goes on whatever this answers: the admin's own session does not depend on it.
  showFailure: { show: 'silent' },
});

export const viewableUserSchema = z.object({
  id: idLike,
  fname: text,
  lname: text,
  email: text,
  role_id: z.pipe(idLike, z.union([z.literal(1), z.literal(2), z.literal(3)])),
  user_type: text,
});
export type ViewableUser = z.infer<typeof viewableUserSchema>;

export interface PageRequest {
  search_text: string;
  limit: number;
  offset: number;
}

/** impersonation/users: the accounts this admin may view as, searched and paged. */
export const viewableUsersEndpoint = defineEndpoint<PageRequest, ViewableUser[]>({
  id: 'accountSwitch.users',
  base: 'main',
  path: 'impersonation/users',
  data: z.array(viewableUserSchema),
  showFailure: toast(generic),
});

export const auditEntrySchema = z.object({
  id: idLike,
  at: text,
  actor_name: text,
  user_name: text,
  /** The call made, as its path (the server's name for it). */
  call: text,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** impersonation/audit: every call made while impersonating, newest first (super admin). */
export const impersonationAuditEndpoint = defineEndpoint<
  { limit: number; offset: number },
  AuditEntry[]
>({
  id: 'accountSwitch.audit',
  base: 'main',
  path: 'impersonation/audit',
  data: z.array(auditEntrySchema),
  showFailure: toast(generic),
});

/**
 * update-allowimpersonate-toproadmin: a Marketplace user lets the PRO admin who referred them
 * view their account ('Allow PRO Access', accounts-money §6), answered with the profile.
 */
export const allowProAccessEndpoint = defineEndpoint<
  { basicuser_allowimpersonate_toproadmin: '1' | '0' },
  z.infer<typeof profileSchema>
>({
  id: 'accountSwitch.allowProAccess',
  base: 'main',
  path: 'update-allowimpersonate-toproadmin',
  data: profileSchema,
  showFailure: toast(generic),
});
