import { type SagaIterator } from 'redux-saga';
import { all, delay, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiFailure } from '../../../api';
import { paths } from '../../../config/paths';
import { putAndRun, runCall, showFailure } from '../../../state/callSaga';
import type { Call } from '../../../state/callState';
import { successRaised } from '../../../state/notices';
import { awaited, sagaServices, selected } from '../../../state/typedEffects';
import type { PropertyCriteria } from './api';
import { fetchStateDetail, fetchStates } from './geoData';
import {
  builderClosed,
  builderOpened,
  citiesChosen,
  countCall,
  countRetried,
  countiesChosen,
  detailCall,
  detailRetried,
  saveCall,
  selectSelection,
  selectStates,
  stateChosen,
  statesCall,
  statesRetried,
  zipcodesChosen,
} from './slice';

/** The count waits for the picking to pause (issue: "debounced ~400 ms, latest wins"). */
export const COUNT_DEBOUNCE_MS = 400;

/** Runs a geo file load through a trio; cancelling the saga aborts the GETs. */
function* loadGeo<Req, Data>(
  trio: Call<Req, Data>,
  request: Req,
  load: (signal: AbortSignal) => Promise<Data>,
): SagaIterator {
  const controller = new AbortController();
  yield put(trio.request(request));
  try {
    const data = yield* awaited(load, controller.signal);
    yield put(trio.success({ request, data, totalCount: undefined, message: undefined }));
  } catch (thrown) {
    const error = toApiFailure(thrown);
    yield* showFailure(trio.showFailure, error);
    yield put(trio.failure({ request, error }));
  } finally {
    // Not a yield (see runCall): aborting a finished load does nothing.
    controller.abort();
  }
}

function* loadStates(force: boolean): SagaIterator {
  const states = yield* selected(selectStates);
  if (!force && (states.data || states.loading)) return;
  yield* loadGeo(statesCall, {}, fetchStates);
}

function* loadDetail(): SagaIterator {
  const { state } = yield* selected(selectSelection);
  if (state === null) return;
  yield* loadGeo(detailCall, { state }, (signal) => fetchStateDetail(state, signal));
}

/** takeLatest over every change: a newer selection cancels the wait and the call in flight. */
function* countSelection(): SagaIterator {
  yield delay(COUNT_DEBOUNCE_MS);
  const { state, counties, cities, zipcodes } = yield* selected(selectSelection);
  if (state === null) {
    yield put(countCall.clear());
    return;
  }
  const criteria: PropertyCriteria = { state, counties, cities, zipcodes };
  yield* putAndRun(countCall, criteria);
}

/** One save at a time (takeLeading): a second press while one is in flight is dropped. */
function* saveList(action: ReturnType<typeof saveCall.request>): SagaIterator {
  const outcome = yield* runCall(saveCall, action.payload);
  if (!outcome.ok) return;
  const { name, total_count: count } = outcome.success.data;
  yield put(successRaised({ id: 'listBuilder.saved', values: { name, count } }));
  const services = yield* sagaServices();
  // A saved list is seen among the user's contact lists.
  services.navigate(paths.dashboard.mailing.getHref());
}

export function* listBuilderSaga(): SagaIterator {
  yield all([
    takeLatest(builderOpened, () => loadStates(false)),
    takeLatest(statesRetried, () => loadStates(true)),
    // Opening and closing cancel what is in flight: the selection it was for is gone.
    takeLatest([builderOpened, builderClosed, stateChosen, detailRetried], loadDetail),
    takeLatest(
      [
        builderOpened,
        builderClosed,
        stateChosen,
        countiesChosen,
        citiesChosen,
        zipcodesChosen,
        countRetried,
      ],
      countSelection,
    ),
    takeLeading(saveCall.request, saveList),
  ]);
}
