import { type SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callWorker, runCall } from '../../state/callSaga';
import type { Call } from '../../state/callState';
import { genericErrorRaised, successRaised } from '../../state/notices';
import { failureMessage } from '../../state/userMessage';
import type { Endpoint } from '../../api';
import type { MessageId } from '../../i18n/messageIds';
import {
  createCategoryEndpoint,
  createIndustryEndpoint,
  deleteCategoryEndpoint,
  deleteIndustryEndpoint,
  editCategoryEndpoint,
  editIndustryEndpoint,
  listAllCategoriesEndpoint,
  listCategoriesEndpoint,
  listIndustriesEndpoint,
  updateIndustryStatusEndpoint,
} from './api';
import type { Category, Industry } from './schemas';
import {
  allCategoriesCall,
  allIndustriesCall,
  catalogOptionsWanted,
  categoryListCall,
  createCategoryCall,
  createIndustryCall,
  deleteCategoryCall,
  deleteIndustryCall,
  editCategoryCall,
  editIndustryCall,
  industryListCall,
  industryStatusCall,
  selectAllCategories,
  selectAllIndustries,
} from './slice';

/** Every category and industry for the selects, loaded once (and again after a change). */
function* loadOptions(): SagaIterator {
  const categories = (yield select(selectAllCategories)) as ReturnType<typeof selectAllCategories>;
  const industries = (yield select(selectAllIndustries)) as ReturnType<typeof selectAllIndustries>;
  if (!categories.data && !categories.loading) {
    yield put(allCategoriesCall.request({ status: 0 }));
    yield call(runCall<{ status: 0 }, Category[]>, listAllCategoriesEndpoint, allCategoriesCall, {
      status: 0,
    });
  }
  if (!industries.data && !industries.loading) {
    yield put(allIndustriesCall.request({}));
    yield call(
      runCall<Record<string, never>, Industry[]>,
      listIndustriesEndpoint,
      allIndustriesCall,
      {},
    );
  }
}

/** After a change the selects' lists are stale: forget them so the next need reloads them. */
function* forgetOptions(): SagaIterator {
  yield put(allCategoriesCall.clear());
  yield put(allIndustriesCall.clear());
  yield call(loadOptions);
}

/**
 * A change's outcome: a success toast; a failure in the server's words (§8) as a toast only when
 * no dialog shows it (deletes and status toggles; the create and edit dialogs show their own).
 */
function changeToasts<Req, Data>(trio: Call<Req, Data>, done: MessageId, fallback?: MessageId) {
  const succeeded = takeEvery(trio.success, function* succeeded(): SagaIterator {
    yield put(successRaised({ id: done }));
    yield call(forgetOptions);
  });
  if (!fallback) return [succeeded];
  const failed = takeEvery(
    trio.failure,
    function* failed(action: ReturnType<typeof trio.failure>): SagaIterator {
      yield put(genericErrorRaised(failureMessage(action.payload.error, fallback)));
    },
  );
  return [succeeded, failed];
}

function every<Req, Data>(trio: Call<Req, Data>, endpoint: Endpoint<Req, Data>) {
  return takeEvery(trio.request, callWorker(endpoint, trio));
}

export function* catalogSaga(): SagaIterator {
  yield all([
    takeLatest(categoryListCall.request, callWorker(listCategoriesEndpoint, categoryListCall)),
    takeLatest(industryListCall.request, callWorker(listIndustriesEndpoint, industryListCall)),
    takeLatest(catalogOptionsWanted, loadOptions),
    every(createCategoryCall, createCategoryEndpoint),
    every(editCategoryCall, editCategoryEndpoint),
    every(deleteCategoryCall, deleteCategoryEndpoint),
    every(createIndustryCall, createIndustryEndpoint),
    every(editIndustryCall, editIndustryEndpoint),
    every(deleteIndustryCall, deleteIndustryEndpoint),
    every(industryStatusCall, updateIndustryStatusEndpoint),
    ...changeToasts(createCategoryCall, 'catalog.category.created'),
    ...changeToasts(editCategoryCall, 'catalog.category.updated'),
    ...changeToasts(
      deleteCategoryCall,
      'catalog.category.deleted',
      'catalog.category.deleteFailed',
    ),
    ...changeToasts(createIndustryCall, 'catalog.industry.created'),
    ...changeToasts(editIndustryCall, 'catalog.industry.updated'),
    ...changeToasts(deleteIndustryCall, 'catalog.industry.deleted', 'error.generic'),
    ...changeToasts(industryStatusCall, 'catalog.industry.statusChanged', 'error.generic'),
  ]);
}
