/**
 * Finding out what a money action did when its answer never came (a lost answer, a network
 * failure, a garbled reply): the ledger read by the intent's key. Used by every money saga.
 */
export { type IntentRow } from './api';
export { type IntentOutcome, intentOutcome } from './intentOutcome';
export { findOutOpenOutcome, settleEarlierOrder } from './openOutcome';
