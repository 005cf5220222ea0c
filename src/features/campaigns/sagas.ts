import { type SagaIterator } from 'redux-saga';
import { all, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../config/paths';
import { putAndRun } from '../../state/callSaga';
import { successRaised } from '../../state/notices';
import { sagaServices, selected } from '../../state/typedEffects';
import { every, latest } from '../../state/watchers';
import { categoryCheckCall, categoryCheckRequest, refusesCategories } from './categoryCheck';
import {
  acceptCall,
  campaignSaveRequested,
  campaignSaved,
  createCampaignCall,
  deleteCall,
  duplicateCall,
  favouriteCall,
  getCall,
  listCall,
  listRequested,
  pickerCalls,
  rejectCall,
  selectLastQuery,
  selectPickerTemplates,
  shareCall,
  shareRecipientsCall,
  sharedCall,
  sharedWanted,
  statusCall,
  templatesWanted,
  updateCampaignCall,
} from './slice';

/** The templates a step may use: the user's library of that channel, up to the server's page cap. */
const PICKER_LIMIT = 100;

function* loadList(action: ReturnType<typeof listRequested>): SagaIterator {
  yield* putAndRun(listCall, action.payload);
}

/** After a change that moves entries (a copy, a delete, an accepted share), the page is asked again. */
function* reloadList(): SagaIterator {
  const query = yield* selected(selectLastQuery);
  if (query) yield put(listRequested(query));
}

function* save(action: ReturnType<typeof campaignSaveRequested>): SagaIterator {
  const { campaignId, fields } = action.payload;
  if (fields.category_id !== '') {
    const check = yield* putAndRun(categoryCheckCall, categoryCheckRequest(fields.category_id));
    if (!check.ok && refusesCategories(check.failure.error)) return;
  }
  const outcome =
    campaignId === null
      ? yield* putAndRun(createCampaignCall, fields)
      : yield* putAndRun(updateCampaignCall, { ...fields, campaign_id: campaignId });
  if (!outcome.ok) return;
  yield put(campaignSaved({ campaign: outcome.success.data, isNew: campaignId === null }));
}

function* saved(action: ReturnType<typeof campaignSaved>): SagaIterator {
  // The spec's words for an update (§8); ours for a new campaign.
  yield put(
    successRaised({ id: action.payload.isNew ? 'campaigns.created' : 'campaigns.updated' }),
  );
  const { navigate } = yield* sagaServices();
  navigate(paths.dashboard.campaigns.getHref());
}

function* loadTemplates(action: ReturnType<typeof templatesWanted>): SagaIterator {
  const type = action.payload;
  const loaded = (yield* selected(selectPickerTemplates))[type];
  if (loaded.data || loaded.loading) return;
  yield* putAndRun(pickerCalls[type], { type, limit: PICKER_LIMIT, offset: 0 });
}

function* loadShared(): SagaIterator {
  yield* putAndRun(sharedCall, {});
}

function* accepted(): SagaIterator {
  yield put(successRaised({ id: 'campaigns.shared.accepted' }));
  yield put(sharedWanted());
  // The accepted copy is now in the user's list.
  yield* reloadList();
}

function* rejected(): SagaIterator {
  yield put(successRaised({ id: 'campaigns.shared.rejected' }));
  yield put(sharedWanted());
}

function* duplicated(action: ReturnType<typeof duplicateCall.success>): SagaIterator {
  yield put(
    successRaised({
      id: 'campaigns.duplicated',
      values: { name: action.payload.data.name },
    }),
  );
  yield* reloadList();
}

function* deleted(): SagaIterator {
  yield put(successRaised({ id: 'campaigns.deleted' }));
  // The page has a gap: the next campaign moves up.
  yield* reloadList();
}

function* statusChanged(action: ReturnType<typeof statusCall.success>): SagaIterator {
  yield put(
    successRaised({
      id:
        action.payload.data.status === 1
          ? 'campaigns.status.activated'
          : 'campaigns.status.deactivated',
      values: { name: action.payload.data.name },
    }),
  );
}

function* shared(action: ReturnType<typeof shareCall.success>): SagaIterator {
  const message = action.payload.message;
  yield put(successRaised(message ? { text: message } : { id: 'campaigns.share.done' }));
}

export function* campaignsSaga(): SagaIterator {
  yield all([
    takeLatest(listRequested, loadList),
    takeEvery(campaignSaveRequested, save),
    takeEvery(campaignSaved, saved),
    // The request actions of these calls are the intents: a watcher runs each one.
    latest(getCall),
    every(favouriteCall),
    every(statusCall),
    every(deleteCall),
    every(duplicateCall),
    every(shareCall),
    latest(shareRecipientsCall),
    every(acceptCall),
    every(rejectCall),
    takeEvery(templatesWanted, loadTemplates),
    takeLeading(sharedWanted, loadShared),
    takeEvery(acceptCall.success, accepted),
    takeEvery(rejectCall.success, rejected),
    takeEvery(duplicateCall.success, duplicated),
    takeEvery(deleteCall.success, deleted),
    takeEvery(statusCall.success, statusChanged),
    takeEvery(shareCall.success, shared),
  ]);
}
