import { type SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { putAndRun } from '../../state/callSaga';
import type { Call } from '../../state/callState';
import { successRaised } from '../../state/notices';
import { selected } from '../../state/typedEffects';
import { every } from '../../state/watchers';
import type { MessageId } from '../../i18n/messageIds';
import {
  allCategoriesCall,
  allIndustriesCall,
  catalogOptionsWanted,
  catalogReadWatchers,
  createCategoryCall,
  createIndustryCall,
  deleteCategoryCall,
  deleteIndustryCall,
  editCategoryCall,
  editIndustryCall,
  industryStatusCall,
  selectAllCategories,
  selectAllIndustries,
} from './slice';

/** Every category and industry for the selects, loaded once (and again after a change). */
function* loadOptions(): SagaIterator {
  const categories = yield* selected(selectAllCategories);
  const industries = yield* selected(selectAllIndustries);
  if (!categories.data && !categories.loading) yield* putAndRun(allCategoriesCall, { status: 0 });
  if (!industries.data && !industries.loading) yield* putAndRun(allIndustriesCall, {});
}

/** After a change the selects' lists are stale: forget them so the next need reloads them. */
function* forgetOptions(): SagaIterator {
  yield put(allCategoriesCall.clear());
  yield put(allIndustriesCall.clear());
  yield call(loadOptions);
}

/** A change's success: a toast, and fresh options (its failure shows as its endpoint declares). */
function changed<Req, Data>(trio: Call<Req, Data>, done: MessageId) {
  return takeEvery(trio.success, function* succeeded(): SagaIterator {
    yield put(successRaised({ id: done }));
    yield call(forgetOptions);
  });
}

export function* catalogSaga(): SagaIterator {
  yield all([
    ...catalogReadWatchers,
    // Every picker on a screen wants the options on mount (StrictMode twice): the first want's load
    // serves them all. A later want cancelling it would abort a call whose slot stays loading.
    takeLeading(catalogOptionsWanted, loadOptions),
    every(createCategoryCall),
    every(editCategoryCall),
    every(deleteCategoryCall),
    every(createIndustryCall),
    every(editIndustryCall),
    every(deleteIndustryCall),
    every(industryStatusCall),
    changed(createCategoryCall, 'catalog.category.created'),
    changed(editCategoryCall, 'catalog.category.updated'),
    changed(deleteCategoryCall, 'catalog.category.deleted'),
    changed(createIndustryCall, 'catalog.industry.created'),
    changed(editIndustryCall, 'catalog.industry.updated'),
    changed(deleteIndustryCall, 'catalog.industry.deleted'),
    changed(industryStatusCall, 'catalog.industry.statusChanged'),
  ]);
}
