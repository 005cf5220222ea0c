import * as z from 'zod/mini';
import { defineEndpoint, inline, silent } from '../../api';
import { flag, idLike } from '../../api/fields';
import type { SideName } from './model/document';

/**
 * The card Design Studio's own calls (templates-campaigns-contacts §7). Creating, updating and
 * reading a card are the templates' calls (templates/index.ts); these four exist only for cards.
 * Their shapes beyond the spec's names are ours, and the mock backend serves them.
 */

/** A new card's id, reserved before anything is saved (with the industry when one is chosen). */
export const reserveCardIdEndpoint = defineEndpoint<{ industry_id?: number }, { id: number }>({
  id: 'cardEditor.reserveId',
  base: 'main',
  path: 'createcardtemplate-forprovidetempid',
  data: z.object({ id: idLike }),
  showFailure: inline('cardEditor.save.failed'),
});

/** One side's print SVG, written from the document; success is HTTP 200 (§7). */
export const saveSvgFileEndpoint = defineEndpoint<
  { template_id: number; side: SideName; svg: string },
  { id: number }
>({
  id: 'cardEditor.saveSvg',
  base: 'main',
  path: 'save-template-svgfile/',
  success: 'http200',
  data: z.object({ id: idLike }),
  showFailure: inline('cardEditor.save.failed'),
});

/**
 * Whether both sides' artwork is final: 1 when the author publishes (preflight passed), 0 for a
 * draft. The server's complete status follows it.
 */
export const svgStatusEndpoint = defineEndpoint<
  { template_id: number; svg_status: 0 | 1 },
  { id: number; svg_status: boolean }
>({
  id: 'cardEditor.svgStatus',
  base: 'main',
  path: 'templateedit-updatefrontbacksvgstatus',
  data: z.object({ id: idLike, svg_status: flag }),
  showFailure: inline('cardEditor.save.failed'),
});

/** Time spent editing, reported at each save; a failure costs the author nothing, so it is silent. */
export const editTimerEndpoint = defineEndpoint<
  { template_id: number; started_at: string; seconds: number },
  { id: number; total_seconds: number }
>({
  id: 'cardEditor.editTimer',
  base: 'main',
  path: 'savecrontimerinfo-foredittemplate',
  data: z.object({ id: idLike, total_seconds: z.number() }),
  showFailure: silent,
});
