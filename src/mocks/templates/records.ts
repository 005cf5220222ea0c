import * as z from 'zod/mini';

export const TEMPLATE_TYPES = ['sms', 'mail', 'card'] as const;

export const templateRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  type: z.enum(TEMPLATE_TYPES),
  title: z.string(),
  subject: z.string(),
  content: z.string(),
  category: z.nullable(z.number()),
  industry_id: z.nullable(z.number()),
  front_svg: z.string(),
  back_svg: z.string(),
  /** Users who marked it favourite: favourites are per user. */
  favourite_user_ids: z.array(z.number()),
  /** Users it was shared with, who see it among their own. */
  shared_with_user_ids: z.array(z.number()),
  /** A card with a property photo (the gallery can ask for these only). */
  propertyphoto_status: z.literal([0, 1]),
  /** Used by a Zapier integration: it cannot be deleted then. */
  zapier_used: z.literal([0, 1]),
  updated_at: z.string(),
});
export type TemplateRecord = z.infer<typeof templateRecordSchema>;
