import { emailUnsubscribeEndpoint, smsUnsubscribeEndpoint } from '../api';
import { UNSUBSCRIBE_TOKENS } from '../../../mocks/unsubscribe';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

/** Public calls (no session): a recipient follows a seeded link (src/mocks/unsubscribe/seed.ts). */
export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(smsUnsubscribeEndpoint, null, {
    token: UNSUBSCRIBE_TOKENS.smsOpen,
    action: 'unsubscribe',
  }),
  sample(emailUnsubscribeEndpoint, null, { token: UNSUBSCRIBE_TOKENS.emailOpen, action: 'status' }),
];
