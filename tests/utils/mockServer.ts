import { type Endpoint, resolvePath } from '../../src/api/endpoint';
import { getConfig } from '../../src/config/env';
import { db } from '../../src/mocks/db';
import { DEMO_EMAILS, type DemoUser } from './session';

/** The envelope the mock server answers with (spec §7), with the wire shape of `data` given. */
export interface Envelope<D> {
  status: boolean;
  data: D;
  message: string;
  total_count?: number;
  errors?: Record<string, string[]>;
}

export interface MockResponse<D> {
  /** The HTTP status. */
  http: number;
  body: Envelope<D>;
}

/** The seeded user a demo account name stands for. */
export function seededUser(who: DemoUser) {
  const user = db().users.find((row) => row.email === DEMO_EMAILS[who]);
  if (!user) throw new Error(`No seeded user ${who}`);
  return user;
}

/**
 * POSTs straight to the mock server, at the URL the endpoint's definition gives, as a signed-in
 * demo user: the token goes where the endpoint puts it (api_token in the body, or user_id for the
 * PDF call). With `as: null` no token is added, so the body can carry a wrong one or none.
 * `D` is the shape of `data` on the wire (before the app's schemas normalise it).
 */
export async function callMock<D = unknown>(
  endpoint: Endpoint<never, unknown>,
  body: Record<string, unknown> = {},
  as: DemoUser | null = 'admin',
): Promise<MockResponse<D>> {
  if (endpoint.method !== 'POST') throw new Error(`${endpoint.id} is not a POST call`);
  const credentials: Record<string, unknown> = {};
  if (as !== null) {
    const user = seededUser(as);
    if (endpoint.token.in === 'userId') credentials.user_id = user.id;
    else if (endpoint.token.in === 'body') credentials.api_token = user.api_token;
    else throw new Error(`${endpoint.id}: token placement ${endpoint.token.in} is not handled`);
  }
  const url = `${getConfig().apiBases[endpoint.base]}${resolvePath(endpoint, body as never)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, ...credentials }),
  });
  return { http: response.status, body: (await response.json()) as Envelope<D> };
}
