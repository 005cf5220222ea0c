import { z } from 'zod';

/**
 * The response shape shared by every base: status, data, total_count, message, errors.
 * Read leniently here; each endpoint's own schema then checks `data` strictly.
 */
const envelopeSchema = z.looseObject({
  status: z.unknown().optional(),
  data: z.unknown().optional(),
  total_count: z.union([z.number(), z.string()]).nullish(),
  message: z.unknown().optional(),
  errors: z.unknown().optional(),
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
