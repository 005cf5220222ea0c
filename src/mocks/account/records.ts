import * as z from 'zod/mini';

/**
 * A user's API key for integrations (issue 29, /dashboard/apikey): one live key per user; a new one
 * revokes the last (`revoked_at`), which stops working at once.
 */
export const apiKeyRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  key: z.string(),
  created_at: z.string(),
  revoked_at: z.nullable(z.string()),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecordSchema>;
