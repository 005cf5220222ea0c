import { db } from '../../../mocks/db';
import {
  demoOutboxEndpoint,
  forgotPasswordEndpoint,
  forgotUsernameEndpoint,
  resetLinkStatusEndpoint,
  resetPasswordEndpoint,
} from '../api';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

const HOUR_MS = 60 * 60 * 1000;

/** An open reset link of Maya's (market@mailcraft.demo), made in the freshly seeded database. */
function openResetLink(): string {
  const token = 'contract0sample0reset0token0000000000000000000000000000000000000';
  const now = Date.now();
  db().passwordResets.insert({
    user_id: db().users.find((row) => row.email === 'market@mailcraft.demo')!.id,
    token,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + HOUR_MS).toISOString(),
    used_at: null,
  });
  return token;
}

/** Public calls (no session): a person who cannot sign in. */
export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(forgotPasswordEndpoint, null, { email: 'market@mailcraft.demo' }),
  sample(forgotUsernameEndpoint, null, { phone_number: '5550100002' }),
  sample(resetLinkStatusEndpoint, null, () => ({ api_token: openResetLink() })),
  sample(resetPasswordEndpoint, null, () => ({
    api_token: openResetLink(),
    password: 'NewPass1234',
  })),
  sample(demoOutboxEndpoint, null, { to: 'market@mailcraft.demo' }),
];
