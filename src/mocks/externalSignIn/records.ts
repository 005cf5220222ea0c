import * as z from 'zod/mini';

/**
 * A code the demo's simulated external provider handed out: it names the person who signed in at
 * the provider and the nonce the app asked for, and is exchanged once.
 */
export const oauthCodeRecordSchema = z.object({
  id: z.number(),
  code: z.string(),
  /** The simulated person's email at the provider. */
  person: z.string(),
  nonce: z.string(),
  created_at: z.string(),
  used_at: z.nullable(z.string()),
});
export type OauthCodeRecord = z.infer<typeof oauthCodeRecordSchema>;
