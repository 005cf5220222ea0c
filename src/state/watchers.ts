import type { Action } from '@reduxjs/toolkit';
import { type SagaIterator } from 'redux-saga';
import { takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { type CallOutcome, runCall } from './callSaga';
import type { EndpointCall } from './callState';

type RequestAction<Req> = ReturnType<EndpointCall<Req, unknown>['request']>;

/** The trio's request actions that are intents; a sequence's own requests are already running. */
function intentOf<Req, Data>(trio: EndpointCall<Req, Data>) {
  return (action: Action): action is RequestAction<Req> =>
    trio.request.match(action) && action.meta.runner === 'watcher';
}

/** A watcher-ready worker: takes the trio's request action and runs the call. */
function callWorker<Req, Data>(trio: EndpointCall<Req, Data>) {
  return function* worker(action: { payload: Req }): SagaIterator<CallOutcome<Req, Data>> {
    return yield* runCall(trio, action.payload);
  };
}

/** Every request runs (independent actions: deletes, saves of different rows). */
export function every<Req, Data>(trio: EndpointCall<Req, Data>) {
  return takeEvery(intentOf(trio), callWorker(trio));
}

/** A newer request cancels the one in flight, whose answer would be stale (lists, searches). */
export function latest<Req, Data>(trio: EndpointCall<Req, Data>) {
  return takeLatest(intentOf(trio), callWorker(trio));
}

/** Requests made while one runs are ignored (paid or slow work that must not run twice). */
export function leading<Req, Data>(trio: EndpointCall<Req, Data>) {
  return takeLeading(intentOf(trio), callWorker(trio));
}
