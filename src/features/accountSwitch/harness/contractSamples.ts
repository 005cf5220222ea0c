import {
  allowProAccessEndpoint,
  endImpersonationEndpoint,
  impersonateEndpoint,
  impersonationAuditEndpoint,
  switchAccountEndpoint,
  viewableUsersEndpoint,
} from '../api';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(switchAccountEndpoint, 'studio', { side: 'marketplace' }),
  sample(impersonateEndpoint, 'admin', { user_id: 2 }),
  sample(endImpersonationEndpoint, 'admin', { impersonation_token: 'demo-view-none' }),
  sample(viewableUsersEndpoint, 'admin', { search_text: '', limit: 10, offset: 0 }),
  sample(impersonationAuditEndpoint, 'admin', { limit: 10, offset: 0 }),
  sample(allowProAccessEndpoint, 'market', { basicuser_allowimpersonate_toproadmin: '1' }),
];
