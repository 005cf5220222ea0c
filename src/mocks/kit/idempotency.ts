import type { Endpoint } from '../../api/endpoint';
import type { MockRequest } from './handle';
import { fail, type MockReply } from './replies';

/** The body as a stable string: same fields in any order give the same fingerprint. */
function fingerprintOf(body: Record<string, unknown>): string {
  const { api_token: _token, ...fields } = body;
  return JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((key) => [key, fields[key]]),
  );
}

let runningKey: string | null = null;

/**
 * The Idempotency-Key of the money call running now, or null: the ledger rows and charges it makes
 * carry it as their `reference`, so that a client that never heard back can find out what its
 * intent did (orders/by-reference) without sending it again.
 */
export function currentIntentKey(): string | null {
  return runningKey;
}

/**
 * Runs a money call once per Idempotency-Key, as Stripe does: the first answer (a success or a
 * refusal such as a declined card) is kept and replayed to every later call with the same key and
 * parameters; the same key with other parameters is refused and nothing runs. A call without a key
 * runs every time (the API does not demand one; this app always sends it).
 */
export function oncePerKey<Req>(
  endpoint: Endpoint<Req, unknown>,
  request: MockRequest<Req>,
  run: () => MockReply,
): MockReply {
  const { idempotencyKey: key, user, db, body } = request;
  if (!key || !user) return run();
  const fingerprint = fingerprintOf(body);
  const kept = db.idempotencyKeys.find(
    (row) => row.user_id === user.id && row.endpoint_id === endpoint.id && row.key === key,
  );
  if (kept) {
    if (kept.fingerprint !== fingerprint)
      return fail(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        { status: 400 },
      );
    return { status: kept.status, body: JSON.parse(kept.body) as unknown };
  }
  runningKey = key;
  let reply: MockReply;
  try {
    reply = run();
  } finally {
    runningKey = null;
  }
  db.idempotencyKeys.insert({
    user_id: user.id,
    endpoint_id: endpoint.id,
    key,
    fingerprint,
    status: reply.status,
    body: JSON.stringify(reply.body),
  });
  return reply;
}
