import { type SagaIterator } from 'redux-saga';
import { putAndRun } from '../../state/callSaga';
import { createCall } from '../../state/callState';
import { type IntentRow, intentLedgerEndpoint } from './api';

export const intentLedgerCall = createCall('money/intentLedger', intentLedgerEndpoint);

/**
 * What a money intent whose answer never came did, as the ledger tells it:
 * - `done`: it went through (the rows it made);
 * - `notDone`: the server has no trace of it: nothing was charged, and the same key may be sent;
 * - `unknown`: the ledger could not be read either (still offline): nothing can be said yet.
 */
export type IntentOutcome =
  { kind: 'done'; rows: IntentRow[] } | { kind: 'notDone' } | { kind: 'unknown' };

export function* intentOutcome(reference: string): SagaIterator<IntentOutcome> {
  const read = yield* putAndRun(intentLedgerCall, { reference });
  if (!read.ok) return { kind: 'unknown' };
  const rows = read.success.data;
  return rows.length > 0 ? { kind: 'done', rows } : { kind: 'notDone' };
}
