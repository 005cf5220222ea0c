import * as z from 'zod/mini';

/**
 * A code the demo's simulated external provider handed out: it names the person who signed in at
 * the provider (src/features/externalSignIn/demoPeople.ts) and the nonce the app asked for, and
 * is exchanged once, for an ID token that socialite-login then accepts as the provider's word.
 */
export const oauthCodeRecordSchema = z.object({
  id: z.number(),
  code: z.string(),
  /** The simulated person's id at the provider (demoPeople.ts). */
  person: z.string(),
  nonce: z.string(),
  created_at: z.string(),
  /** When the code was exchanged; a second exchange is refused. */
  used_at: z.nullable(z.string()),
  /** The provider's signed statement handed out by the exchange (null before it). */
  id_token: z.optional(z.nullable(z.string())),
});
export type OauthCodeRecord = z.infer<typeof oauthCodeRecordSchema>;
