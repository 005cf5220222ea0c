import * as z from 'zod/mini';

/**
 * A session issued to an admin acting as another user (issue 29): its token opens the user's
 * account, and every call made with it is tied to the admin (`actor_id`). Ended when the admin
 * switches back; an ended token no longer opens anything.
 */
export const impersonationRecordSchema = z.object({
  id: z.number(),
  token: z.string(),
  actor_id: z.number(),
  user_id: z.number(),
  started_at: z.string(),
  ended_at: z.nullable(z.string()),
});
export type ImpersonationRecord = z.infer<typeof impersonationRecordSchema>;

/** One call made under an impersonation: the audit trail the super admin reads. */
export const auditRecordSchema = z.object({
  id: z.number(),
  impersonation_id: z.number(),
  actor_id: z.number(),
  user_id: z.number(),
  /** The call's path, as the server names it. */
  call: z.string(),
  at: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;
