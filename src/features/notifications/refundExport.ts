import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { downloadFile, toApiFailure } from '../../api';
import { sessionContext, showFailure } from '../../state/callSaga';
import { sagaServices } from '../../state/typedEffects';
import { toast } from '../../api';
import type { RefundNotification } from './api';
import { refundKey } from './items';
import { busySet } from './slice';

/** The failed contacts' export of a refund notification: its file, handed to the browser. */
export function* downloadRefundExport(refund: RefundNotification): SagaIterator {
  const caller = yield* sessionContext();
  const { saveFile } = yield* sagaServices();
  try {
    const blob = (yield call(
      downloadFile,
      'orders',
      refund.failed_contact_export_url,
      caller,
    )) as Blob;
    const bytes = new Uint8Array((yield call(() => blob.arrayBuffer())) as ArrayBuffer);
    saveFile({ name: `failed-contacts-${refundKey(refund)}.csv`, type: 'text/csv', bytes });
  } catch (error) {
    yield* showFailure(toast('notifications.exportFailed'), toApiFailure(error));
  } finally {
    yield put(busySet({ key: `export-${refundKey(refund)}`, busy: false }));
  }
}
