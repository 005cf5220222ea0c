import { type ApiResult, type CallContext, type Endpoint, callEndpoint } from '../../../../src/api';
import type { DemoUser } from '../../../utils/session';

/**
 * A valid request for one endpoint, made as a user allowed to make it: the contract test sends it
 * to the mock backend and expects the app's own parsing of the answer to succeed.
 */
export interface ContractSample {
  endpointId: string;
  /** Who calls: a demo user, or null for a public call. */
  as: DemoUser | null;
  /** Sends the request; `prepare` has run first, on a freshly seeded database. */
  send: (context: CallContext) => Promise<ApiResult<unknown>>;
}

/**
 * The sample of a JSON call. `request` may be a function, to name records `prepare` created.
 */
export function sample<Req>(
  endpoint: Endpoint<Req, unknown>,
  as: DemoUser | null,
  request: Req | (() => Req),
): ContractSample {
  return {
    endpointId: endpoint.id,
    as,
    send: (context) =>
      callEndpoint(
        endpoint,
        typeof request === 'function' ? (request as () => Req)() : request,
        context,
      ),
  };
}
