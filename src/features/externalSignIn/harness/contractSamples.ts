import { type CallContext, callEndpoint } from '../../../api';
import { demoAuthorizeEndpoint, demoTokenEndpoint, socialiteLoginEndpoint } from '../api';
import type { ContractSample } from '../../../../tests/unit/mocks/contract/sample';

/** A nonce as the app makes them (transaction.ts): 43 URL-safe characters. */
const NONCE = 'c2FtcGxlLW5vbmNlLWZvci10aGUtY29udHJhY3QtdGVzdA';

/** The demo provider's code for a person: the first step of every sample here. */
const codeFor = async (person: string, context: CallContext) =>
  (await callEndpoint(demoAuthorizeEndpoint, { person, nonce: NONCE }, context)).data.code;

/** Public calls (no session): the demo provider's two steps, then socialite-login with its token. */
export const CONTRACT_SAMPLES: ContractSample[] = [
  {
    endpointId: demoAuthorizeEndpoint.id,
    as: null,
    send: (context) =>
      callEndpoint(demoAuthorizeEndpoint, { person: 'maya', nonce: NONCE }, context),
  },
  {
    endpointId: demoTokenEndpoint.id,
    as: null,
    send: async (context) =>
      callEndpoint(demoTokenEndpoint, { code: await codeFor('jordan', context) }, context),
  },
  {
    endpointId: socialiteLoginEndpoint.id,
    as: null,
    send: async (context) => {
      const code = await codeFor('maya', context);
      const token = await callEndpoint(demoTokenEndpoint, { code }, context);
      return callEndpoint(
        socialiteLoginEndpoint,
        { provider: 'demo', id_token: token.data.id_token },
        context,
      );
    },
  },
];
