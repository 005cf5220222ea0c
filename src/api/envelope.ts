import * as z from 'zod/mini';

/**
 * The response shape shared by every base: status, data, total_count, message, errors.
 * Read leniently here; each endpoint's own schema then checks `data` strictly.
 */
const envelopeSchema = z.looseObject({
  status: z.optional(z.unknown()),
  data: z.optional(z.unknown()),
  total_count: z.nullish(z.union([z.number(), z.string()])),
  message: z.optional(z.unknown()),
  errors: z.optional(z.unknown()),
});

export type Envelope = z.infer<typeof envelopeSchema>;

export function readEnvelope(body: unknown): Envelope | undefined {
  const parsed = envelopeSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

export function isStatusTrue(status: unknown): boolean {
  return status === true || status === 'true' || status === 1 || status === '1';
}

/** Flattens `errors` in any of the shapes servers send: a string, a list, or field -> messages. */
export function flattenErrors(errors: unknown): string[] {
  if (typeof errors === 'string') return errors.trim() ? [errors] : [];
  if (Array.isArray(errors)) return errors.flatMap(flattenErrors);
  if (errors && typeof errors === 'object') return Object.values(errors).flatMap(flattenErrors);
  return [];
}

export function messageOf(envelope: Envelope | undefined): string | undefined {
  const message = envelope?.message;
  if (typeof message === 'string' && message.trim()) return message;
  return undefined;
}

export function totalCountOf(envelope: Envelope): number | undefined {
  const raw = envelope.total_count;
  if (raw === null || raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}
