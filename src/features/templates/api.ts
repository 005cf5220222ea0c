import * as z from 'zod/mini';
import {
  type ApiFailure,
  type UserMessage,
  defineEndpoint,
  dialog,
  failureMessage,
  inline,
  ourWords,
  silent,
  toast,
} from '../../api';
import {
  type MergeTag,
  type Template,
  type TemplateType,
  completeStatusSchema,
  countSchema,
  idOnlySchema,
  mergeTagListSchema,
  nameExistsSchema,
  proofSchema,
  templateContentSchema,
  templateListSchema,
  templatePdfSchema,
  templateSchema,
  templatesByTypeSchema,
  updatedTemplateSchema,
} from './schemas';

/** The template search and list query (§3); the filters are sent only when non-empty (§5). */
export interface TemplateQuery {
  type: TemplateType;
  limit: number;
  offset: number;
  industry_id?: number;
  category?: number;
  title?: string;
  my_template?: 1;
}

/** The Marketplace gallery's basic card list query (§3, §9: apiused_bydesktop_status 1). */
export interface BasicCardQuery {
  type: 'card';
  limit: number;
  offset: number;
  category?: number;
  title?: string;
  propertyphoto_status?: 1;
  favourite_filter?: 1;
  apiused_bydesktop_status: 1;
}

export const searchTemplatesEndpoint = defineEndpoint<TemplateQuery, Template[]>({
  id: 'templates.search',
  base: 'main',
  path: 'search-template',
  data: templateListSchema,
  showFailure: inline('templates.list.failed'),
});

export const listTemplatesEndpoint = defineEndpoint<TemplateQuery | BasicCardQuery, Template[]>({
  id: 'templates.list',
  base: 'main',
  path: 'list_template',
  data: templateListSchema,
  showFailure: inline('templates.list.failed'),
});

/*
 * Three of the spec's template reads are not declared: get_templateByid (the same content as
 * singletemplate-jsoncontentdata/, which the card editor reads by template_id like the other
 * single-template reads), singletemplate-partialinfo (a subset of
 * single-templatedetails/, which the screens already read) and basicdashboard-mailtemplatelist
 * (every listed mail template, whoever owns it, for a dashboard that no screen of the spec draws;
 * the library's own list already shows a Marketplace user the mail templates they may order).
 */

/** Templates of any of the chosen categories (comma-separated ids). */
export const categoryFilterEndpoint = defineEndpoint<
  { categories: string; type?: TemplateType; limit: number; offset: number },
  Template[]
>({
  id: 'templates.categoryFilter',
  base: 'main',
  path: 'category-filter',
  data: templateListSchema,
  showFailure: silent,
});

export interface TemplateFields {
  title: string;
  category: number | null;
  industry_id: number | null;
  subject?: string;
  content: string;
}

/** A card created by the Design Studio names the id it reserved (createcardtemplate-forprovidetempid). */
export const createTemplateEndpoint = defineEndpoint<
  TemplateFields & { type: TemplateType; template_id?: number },
  Template
>({
  id: 'templates.create',
  base: 'main',
  path: 'create_template',
  data: templateSchema,
  showFailure: inline('editor.saveFailed'),
});

export const updateTemplateEndpoint = defineEndpoint<
  TemplateFields & { template_id: number },
  Template
>({
  id: 'templates.update',
  base: 'main',
  path: 'update_template',
  data: updatedTemplateSchema,
  showFailure: inline('editor.saveFailed'),
});

/** Title and category only, from the list. */
export const quickUpdateTemplateEndpoint = defineEndpoint<
  { template_id: number; title: string; category: number | null },
  Template
>({
  id: 'templates.quickUpdate',
  base: 'main',
  path: 'quickupdate-template',
  data: templateSchema,
  showFailure: dialog('error.generic'),
});

export const getTemplatesByIdsEndpoint = defineEndpoint<
  { ids: number[] },
  z.infer<typeof templatesByTypeSchema>
>({
  id: 'templates.getByIds',
  base: 'main',
  path: 'get_templetebymultipleid',
  data: templatesByTypeSchema,
  showFailure: silent,
});

type TemplateIdRequest = { template_id: number };

/**
 * The server refuses a delete (status false) when the template is in use; the spec words that
 * refusal itself (§8 "Deleting a template in use"), so it reads the same in every language and
 * whatever a real server sends. Anything else: the server's words, else ours.
 */
export const deleteTemplateEndpoint = defineEndpoint<TemplateIdRequest, { id: number }>({
  id: 'templates.delete',
  base: 'main',
  path: 'delete-template/',
  data: idOnlySchema,
  showFailure: toast((failure) =>
    failure.kind === 'status'
      ? { id: 'templates.delete.inUse' }
      : failureMessage(failure, 'templates.deleteFailed'),
  ),
});

export const templateCompleteStatusEndpoint = defineEndpoint<
  TemplateIdRequest,
  z.infer<typeof completeStatusSchema>
>({
  id: 'templates.completeStatus',
  base: 'main',
  path: 'templateinfo-completestatus/',
  data: completeStatusSchema,
  showFailure: silent,
});

/** The four single-template reads the editors use; each takes the template id. */
export const templateDetailsEndpoint = defineEndpoint<TemplateIdRequest, Template>({
  id: 'templates.details',
  base: 'main',
  path: 'single-templatedetails/',
  data: templateSchema,
  showFailure: silent,
});

export const smsOrEmailEditInfoEndpoint = defineEndpoint<TemplateIdRequest, Template>({
  id: 'templates.smsOrEmailEditInfo',
  base: 'main',
  path: 'singlesmsoremailtemplate-editinfo/',
  data: templateSchema,
  showFailure: inline('editor.loadFailed'),
});

export const templateJsonContentEndpoint = defineEndpoint<
  TemplateIdRequest,
  z.infer<typeof templateContentSchema>
>({
  id: 'templates.jsonContent',
  base: 'main',
  path: 'singletemplate-jsoncontentdata/',
  data: templateContentSchema,
  showFailure: silent,
});

/** The PDF call sends user_id instead of the token (§6). */
export const convertPdfEndpoint = defineEndpoint<
  TemplateIdRequest,
  z.infer<typeof templatePdfSchema>
>({
  id: 'templates.convertPdf',
  base: 'main',
  path: 'convertpdf-bytemplateid/',
  token: { in: 'userId' },
  data: templatePdfSchema,
  timeoutMs: 45_000,
  showFailure: toast('templates.pdfFailed'),
});

export const favouriteTemplateEndpoint = defineEndpoint<
  { template_id: number; favourite_status: 0 | 1 },
  Template
>({
  id: 'templates.favourite',
  base: 'main',
  path: 'template-favouriteoperation/',
  data: templateSchema,
  showFailure: toast('error.generic'),
});

/** On the second API base (§7). */
export const duplicateTemplateEndpoint = defineEndpoint<
  { template_id: number; template_name: string; template_type: TemplateType },
  Template
>({
  id: 'templates.duplicate',
  base: 'older',
  path: 'template-duplicate/',
  data: templateSchema,
  showFailure: dialog('error.generic'),
});

/** The share payload, with the spec's spelling of templete_name (§3). */
export const shareTemplateEndpoint = defineEndpoint<
  { template_id: number; shareto_userid: string; templete_name: string },
  { id: number }
>({
  id: 'templates.share',
  base: 'main',
  path: 'share-template',
  data: idOnlySchema,
  showFailure: dialog('templates.share.failed'),
});

export const templateNameExistsEndpoint = defineEndpoint<
  { template_name: string; template_type: TemplateType },
  z.infer<typeof nameExistsSchema>
>({
  id: 'templates.nameExists',
  base: 'main',
  path: 'templatename-existance',
  data: nameExistsSchema,
  showFailure: silent,
});

export const mergeTagsEndpoint = defineEndpoint<Record<string, never>, MergeTag[]>({
  id: 'templates.mergeTags',
  base: 'main',
  path: 'get-merge-tags',
  data: mergeTagListSchema,
  showFailure: inline(ourWords('editor.mergeTags.failed')),
});

export const notifyTemplatesInsertedEndpoint = defineEndpoint<
  { templateid_array: number[] },
  z.infer<typeof countSchema>
>({
  id: 'templates.notifyInserted',
  base: 'main',
  path: 'notification-templateinsertcomplete',
  data: countSchema,
  showFailure: silent,
});

/** §8: a single send's failure passes on the server's message, or says the network failed. */
function singleSendFailure(failure: ApiFailure): UserMessage {
  return failure.kind === 'network' || failure.kind === 'timeout'
    ? { id: 'templates.send.networkFailed' }
    : failureMessage(failure, 'templates.send.failed');
}

/** Sends one template to one contact or to a contact list; success is HTTP 200 (§7). */

export const singleSendEndpoint = defineEndpoint<
  { template_id: number; contact_id?: number; contact_list_id?: number },
  { order_id: string }
>({
  id: 'orders.singleSend',
  base: 'orders',
  path: 'orders/single-send/create',
  success: 'http200',
  data: z.object({ order_id: z.string() }),
  showFailure: dialog(singleSendFailure),
});

export const PROOF_SKUS = { sms: 'SMS-1', mail: 'EMAIL-1' } as const;

/** A proof of an unsaved or saved template: SKU SMS-1 or EMAIL-1 (accounts-money §7). */
export const proofEndpoint = defineEndpoint<
  { sku: (typeof PROOF_SKUS)[keyof typeof PROOF_SKUS]; subject?: string; content: string },
  z.infer<typeof proofSchema>
>({
  id: 'orders.proof',
  base: 'orders',
  path: 'proof/pre-order/create',
  data: proofSchema,
  showFailure: inline('editor.proof.failed'),
});
