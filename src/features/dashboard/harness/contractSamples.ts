import { firstLoginSeenEndpoint } from '../welcome/api';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(firstLoginSeenEndpoint, 'market', { firstlogin_status: 1 }),
];
