import { refundNotificationsEndpoint } from '../api';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(refundNotificationsEndpoint, 'market', {}),
];
