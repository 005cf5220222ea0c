import { type SagaIterator } from 'redux-saga';
import { all, put, takeLatest } from 'redux-saga/effects';
import { successRaised } from '../../state/notices';
import {
  integrationsCallWatchers,
  removeWebhookCall,
  saveNotificationSettingsCall,
  saveWebhookCall,
  sendTestEventCall,
  webhookCall,
} from './slice';

/** After a change to the webhook: the user is told, and the page reads what the server keeps. */
function* afterWebhookChange(action: { type: string }): SagaIterator {
  if (action.type === saveWebhookCall.success.type)
    yield put(successRaised({ id: 'integrations.webhook.saved' }));
  if (action.type === removeWebhookCall.success.type)
    yield put(successRaised({ id: 'integrations.webhook.removed' }));
  yield put(webhookCall.request({}));
}

export function* integrationsSaga(): SagaIterator {
  yield all([
    ...integrationsCallWatchers,
    takeLatest(
      [
        saveWebhookCall.success.type,
        removeWebhookCall.success.type,
        sendTestEventCall.success.type,
      ],
      afterWebhookChange,
    ),
    takeLatest(saveNotificationSettingsCall.success.type, function* saved(): SagaIterator {
      yield put(successRaised({ id: 'integrations.notifications.saved' }));
    }),
  ]);
}
