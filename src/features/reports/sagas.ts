import { type SagaIterator } from 'redux-saga';
import { all, call, put, takeLeading } from 'redux-saga/effects';
import { downloadFile, toApiFailure } from '../../api';
import { putAndRun, sessionContext, showFailure } from '../../state/callSaga';
import { successRaised } from '../../state/notices';
import { callWithProgress } from '../../state/progressSaga';
import { awaited, sagaServices } from '../../state/typedEffects';
import {
  csvFailed,
  csvProgressed,
  reportCallWatchers,
  vendorCsvCall,
  vendorCsvWanted,
} from './slice';

/**
 * The CSV export: the server prepares the file (get-vendor-report-csv), then the browser downloads
 * it with progress and saves it. A second press while one runs is ignored (takeLeading).
 */
function* exportVendorCsv(action: ReturnType<typeof vendorCsvWanted>): SagaIterator {
  const services = yield* sagaServices();
  const caller = yield* sessionContext();
  yield put(csvFailed(null));
  yield put(csvProgressed(0));
  try {
    const prepared = yield* putAndRun(vendorCsvCall, action.payload);
    if (!prepared.ok) {
      yield put(csvFailed(prepared.shown.message));
      return;
    }
    const file = prepared.success.data;
    let blob: Blob;
    try {
      blob = yield* callWithProgress<Blob, number | null>(
        (report) => downloadFile('orders', file.url, { ...caller, onProgress: report }),
        (fraction) => csvProgressed(fraction),
      );
    } catch (error) {
      // The file is part of the export: its failure shows as the export call's own.
      const shown = yield* showFailure(vendorCsvCall.showFailure, toApiFailure(error));
      yield put(csvFailed(shown.message));
      return;
    }
    const bytes = new Uint8Array(yield* awaited(() => blob.arrayBuffer()));
    yield call(services.saveFile, { name: file.file_name, type: 'text/csv', bytes });
    yield put(successRaised({ id: 'reports.csv.saved', values: { count: file.rows } }));
  } finally {
    yield put(csvProgressed(false));
  }
}

export function* reportsSaga(): SagaIterator {
  yield all([...reportCallWatchers, takeLeading(vendorCsvWanted.type, exportVendorCsv)]);
}
