import * as z from 'zod/mini';
import {
  CARD_FONTS,
  type CardDocument,
  type CardObject,
  COLOUR_PATTERN,
  DOCUMENT_VERSION,
  FONT_WEIGHTS,
  IMAGE_MIME_TYPES,
  TEXT_ALIGNS,
  TEXT_OVERFLOWS,
} from './document';
import { CARD_SIZE_IDS } from './geometry';
import { allObjectIds } from './objectTree';
import { readPlainDocument } from './plainDocument';

/**
 * Reads a card document from a template's content as the server sends it (a JSON string, or the
 * parsed value). Structure is strict: a wrong kind, a missing side, a non-finite number or a
 * repeated id makes the whole document unreadable, so the editor never half-loads a design and
 * then saves the half back. Style is lenient: an unknown font, weight or colour falls back to the
 * default, so retiring a font never locks a design. Nothing here throws.
 */

const length = z.number().check(z.gte(0));
/** Sizes that must be positive (a font size, a line height): zod's gt(0), written with gte. */
const MIN_POSITIVE = 1e-6;

/** The first problems, as "path: message", for the author's "could not be read" details. */
function issuesText(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || 'document'}: ${issue.message}`)
    .join('; ');
}
const colour = (fallback: string) => z.catch(z.string().check(z.regex(COLOUR_PATTERN)), fallback);

const base = {
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z._default(z.catch(z.string(), ''), ''),
  x: z.number(),
  y: z.number(),
  width: length,
  height: length,
  rotation: z._default(z.number(), 0),
  locked: z._default(z.boolean(), false),
  hidden: z._default(z.boolean(), false),
};

const textSchema = z.object({
  ...base,
  kind: z.literal('text'),
  text: z.string(),
  fontFamily: z.catch(z.enum(CARD_FONTS), 'Inter'),
  fontSize: z.number().check(z.gte(MIN_POSITIVE)),
  fontWeight: z.catch(z.literal(FONT_WEIGHTS), 400),
  fill: colour('#000000'),
  align: z.catch(z.enum(TEXT_ALIGNS), 'left'),
  lineHeight: z._default(z.number().check(z.gte(MIN_POSITIVE)), 1.2),
  letterSpacing: z._default(z.number(), 0),
  overflow: z.catch(z.enum(TEXT_OVERFLOWS), 'shrink'),
});

const imageSchema = z.object({
  ...base,
  kind: z.literal('image'),
  src: z.string(),
  naturalWidth: length,
  naturalHeight: length,
  bytes: length,
  mime: z.enum(IMAGE_MIME_TYPES),
});

const stroke = { stroke: colour('none'), strokeWidth: z._default(length, 0) };

const rectSchema = z.object({
  ...base,
  ...stroke,
  kind: z.literal('rect'),
  fill: colour('none'),
  cornerRadius: z._default(length, 0),
});

const ellipseSchema = z.object({
  ...base,
  ...stroke,
  kind: z.literal('ellipse'),
  fill: colour('none'),
});

const lineSchema = z.object({ ...base, ...stroke, kind: z.literal('line') });

const qrSchema = z.object({
  ...base,
  kind: z.literal('qr'),
  value: z.string(),
  fill: colour('#000000'),
  background: colour('#ffffff'),
});

const groupSchema = z.object({
  ...base,
  kind: z.literal('group'),
  // A getter, so the group schema can name the object schema defined after it (zod's recursion).
  get children() {
    return z.array(objectSchema);
  },
});

// A plain union (each object has one `kind` literal, so exactly one member matches): it costs the
// shared zod chunk, which every route loads, nothing that the rest of the app does not already use.
const objectSchema: z.ZodMiniType<CardObject> = z.union([
  textSchema,
  imageSchema,
  rectSchema,
  ellipseSchema,
  lineSchema,
  qrSchema,
  groupSchema,
]);

const sideSchema = z.object({ objects: z.array(objectSchema) });

const documentSchema = z.object({
  version: z.literal(DOCUMENT_VERSION),
  size: z.enum(CARD_SIZE_IDS),
  sides: z.object({ front: sideSchema, back: sideSchema }),
});

/** Why a content could not be read: none yet (a new template), not JSON, or not a card document. */
export interface ParseDocumentFailure {
  ok: false;
  reason: 'empty' | 'json' | 'shape';
  message: string;
}

export type ParseDocumentResult = { ok: true; document: CardDocument } | ParseDocumentFailure;

function readJson(content: unknown): { ok: true; value: unknown } | ParseDocumentFailure {
  if (content === null || content === undefined) {
    return { ok: false, reason: 'empty', message: 'No content.' };
  }
  if (typeof content !== 'string') return { ok: true, value: content };
  if (content.trim() === '') return { ok: false, reason: 'empty', message: 'No content.' };
  try {
    return { ok: true, value: JSON.parse(content) as unknown };
  } catch (error) {
    return { ok: false, reason: 'json', message: String(error) };
  }
}

/**
 * Groups may nest this deep. Every walk over the tree (drawing, export, preflight) recurses, so
 * a hostile document nested thousands deep is refused here rather than overflowing the stack later.
 */
export const MAX_GROUP_DEPTH = 16;

function deepestGroup(objects: readonly CardObject[], depth = 0): number {
  let deepest = depth;
  for (const object of objects) {
    if (object.kind !== 'group') continue;
    if (depth + 1 > MAX_GROUP_DEPTH) return depth + 1;
    deepest = Math.max(deepest, deepestGroup(object.children, depth + 1));
  }
  return deepest;
}

function firstRepeatedId(document: CardDocument): string | null {
  const seen = new Set<string>();
  for (const id of allObjectIds(document)) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return null;
}

/**
 * The schema's reading: defaults and fallbacks applied, or why the value is not a document.
 * Exported for the test that holds plainDocument.ts to the same result.
 */
export function schemaRead(value: unknown): CardDocument | ParseDocumentFailure {
  const parsed = documentSchema.safeParse(value);
  if (!parsed.success) {
    return { ok: false, reason: 'shape', message: issuesText(parsed.error.issues) };
  }
  return parsed.data;
}

/**
 * A document already exactly in shape (every one this editor saved) is read without the schema
 * (plainDocument.ts, to the same result at a fraction of the cost); any other goes through it.
 */
export function parseCardDocument(content: unknown): ParseDocumentResult {
  const json = readJson(content);
  if (!json.ok) return json;
  try {
    const document = readPlainDocument(json.value) ?? schemaRead(json.value);
    if ('ok' in document) return document;
    const tooDeep = Object.values(document.sides).some(
      (side) => deepestGroup(side.objects) > MAX_GROUP_DEPTH,
    );
    if (tooDeep) {
      return {
        ok: false,
        reason: 'shape',
        message: `Groups nest more than ${MAX_GROUP_DEPTH} deep.`,
      };
    }
    const repeated = firstRepeatedId(document);
    if (repeated !== null) {
      return { ok: false, reason: 'shape', message: `Object id ${repeated} is used twice.` };
    }
    return { ok: true, document };
  } catch (error) {
    // Absurdly deep nesting can exhaust the stack while validating; that is a bad document too.
    return { ok: false, reason: 'shape', message: String(error) };
  }
}
