import { type SagaIterator } from 'redux-saga';
import { all, call, put, takeLeading } from 'redux-saga/effects';
import { putAndRun } from '../../state/callSaga';
import { sagaServices } from '../../state/typedEffects';
import { latest } from '../../state/watchers';
import { EXPORT_PAGE_SIZE, type OrderRow } from './api';
import { orderHistoryCsv } from './csv';
import { exportSettled, exportWanted, historyCall, historyExportCall } from './slice';

/** Pages an export reads at most (10,000 orders): a server that never stops cannot loop forever. */
const MAX_EXPORT_PAGES = 100;

/**
 * The CSV export: reads the history a page at a time until total_count is reached (or a page
 * comes back short), then hands the file to the browser. A failed page stops it with the
 * server's words, and nothing is downloaded.
 */
function* exportHistory(action: ReturnType<typeof exportWanted>): SagaIterator {
  const { kind, words } = action.payload;
  const rows: OrderRow[] = [];
  for (let page = 0; page < MAX_EXPORT_PAGES; page += 1) {
    const request = {
      limit: EXPORT_PAGE_SIZE,
      offset: page * EXPORT_PAGE_SIZE,
      ...(kind ? { kind } : {}),
    };
    const outcome = yield* putAndRun(historyExportCall, request);
    if (!outcome.ok) {
      yield put(exportSettled(outcome.failure.error));
      return;
    }
    const { data, totalCount } = outcome.success;
    rows.push(...data);
    if (data.length < EXPORT_PAGE_SIZE || rows.length >= (totalCount ?? 0)) break;
  }
  const { saveFile } = yield* sagaServices();
  yield call(saveFile, {
    name: words.fileName,
    type: 'text/csv',
    bytes: new TextEncoder().encode(orderHistoryCsv(rows, words)),
  });
  yield put(exportSettled(null));
}

export function* ordersSaga(): SagaIterator {
  yield all([latest(historyCall), takeLeading(exportWanted, exportHistory)]);
}
