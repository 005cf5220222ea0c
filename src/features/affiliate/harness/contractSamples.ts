import {
  affiliateDetailsEndpoint,
  earningsSubscribersEndpoint,
  earningsTotalsEndpoint,
  resellersEndpoint,
} from '../api';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(affiliateDetailsEndpoint, 'studio', {}),
  sample(earningsTotalsEndpoint, 'studio', {}),
  sample(earningsSubscribersEndpoint, 'studio', { limit: 10, offset: 0 }),
  sample(resellersEndpoint, 'studio', { limit: 10, offset: 0, search_text: 'harper' }),
];
