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
  /**
   * 1: a card id handed out by createcardtemplate-forprovidetempid that create_template has not
   * filled yet. Such a row is listed and counted nowhere; only its owner reads it by id.
   */
  reserved: z.optional(z.literal(1)),
  /** A card's artwork is final (1) or a draft (0); absent (seeded rows) counts as final. */
  svg_status: z.optional(z.literal([0, 1])),
  /** The total editing time the Design Studio reported for this card, in seconds. */
  edit_seconds: z.optional(z.number()),
});
export type TemplateRecord = z.infer<typeof templateRecordSchema>;
