import * as z from 'zod/mini';
import { flag, idLike, optionalId, text } from '../../api/fields';

export const TEMPLATE_TYPES = ['sms', 'mail', 'card'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

const templateType = z.union([z.literal('sms'), z.literal('mail'), z.literal('card')]);

/**
 * A template as the list and detail calls send it (templates-campaigns-contacts §3). `content` is
 * the sms text, the mail HTML, or the card's JSON; cards also carry their front and back artwork
 * and a complete status.
 */
export const templateSchema = z.object({
  id: idLike,
  type: templateType,
  title: text,
  subject: text,
  content: text,
  category: optionalId,
  category_name: text,
  industry_id: optionalId,
  industry_name: text,
  favourite_status: flag,
  my_template: flag,
  complete_status: flag,
  front_svg: text,
  back_svg: text,
  owner_id: optionalId,
  owner_name: text,
  updated_at: text,
});
export type Template = z.infer<typeof templateSchema>;

export const templateListSchema = z.array(templateSchema);

/** get_templetebymultipleid answers the templates grouped by type. */
export const templatesByTypeSchema = z.object({
  sms: templateListSchema,
  mail: templateListSchema,
  card: templateListSchema,
});

/** update_template answers a list whose first item is the updated template. */
export const updatedTemplateSchema = z.pipe(
  z.array(templateSchema).check(z.minLength(1)),
  z.transform((list) => list[0]!),
);

/** singletemplate-jsoncontentdata/: a template's content and type, and a card's two sides. */
export const templateContentSchema = z.object({
  id: idLike,
  type: templateType,
  content: text,
  subject: text,
  front_svg: text,
  back_svg: text,
});

export const mergeTagSchema = z.object({ name: text, value: z.string() });
export const mergeTagListSchema = z.array(mergeTagSchema);
export type MergeTag = z.infer<typeof mergeTagSchema>;

/** convertpdf-bytemplateid: the PDF's bytes in base64 and a file name to save it under. */
export const templatePdfSchema = z.object({
  file_name: z.string(),
  pdf_base64: z.string().check(z.minLength(1)),
});

/** proof/pre-order/create: the proof as base64 (decoded to text or an image by its type). */
export const proofSchema = z.object({
  proof: z.string().check(z.minLength(1)),
  mime_type: z.string(),
});

export const completeStatusSchema = z.object({ id: idLike, complete_status: flag });
export const nameExistsSchema = z.object({ exists: z.boolean() });
export const idOnlySchema = z.object({ id: idLike });
export const countSchema = z.object({ count: z.number() });
