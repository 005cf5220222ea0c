import {
  notificationSettingsEndpoint,
  removeWebhookEndpoint,
  saveNotificationSettingsEndpoint,
  saveWebhookEndpoint,
  sendTestEventEndpoint,
  webhookEndpoint,
} from '../api';
import { defaultNotificationSettings } from '../notificationKinds';
import { db } from '../../../mocks/db';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

const MAYA_ID = 2;

/** Maya has no webhook in the seed: the test event needs one saved first. */
function withWebhook(): Record<string, never> {
  const now = new Date().toISOString();
  db().webhooks.insert({
    user_id: MAYA_ID,
    uri: 'https://hooks.example.com/mailcraft',
    created_at: now,
    updated_at: now,
  });
  return {};
}

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(webhookEndpoint, 'market', {}),
  sample(saveWebhookEndpoint, 'market', { webhook_uri: 'https://hooks.example.com/mailcraft' }),
  sample(removeWebhookEndpoint, 'market', {}),
  sample(sendTestEventEndpoint, 'market', withWebhook),
  sample(notificationSettingsEndpoint, 'studio', {}),
  sample(saveNotificationSettingsEndpoint, 'market', {
    settings: { ...defaultNotificationSettings(), refunds: { inApp: true, email: false } },
  }),
];
