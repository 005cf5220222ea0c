import { type ActionReducerMapBuilder, type Draft, createAction } from '@reduxjs/toolkit';
import {
  type ApiFailure,
  type Endpoint,
  type FailureDisplay,
  type UserMessage,
  describeFailure,
  failureMessage,
} from '../api';

/**
 * The request / success / failure trio of the spec ("loader on, data stored, loader off"), plus a
 * clear action, written once so each of the spec's calls is a one-line declaration.
 */
export interface CallState<Data> {
  loading: boolean;
  data: Data | null;
  totalCount: number | undefined;
  error: ApiFailure | null;
}

export function initialCallState<Data>(data: Data | null = null): CallState<Data> {
  return { loading: false, data, totalCount: undefined, error: null };
}

export interface CallSuccess<Req, Data> {
  request: Req;
  data: Data;
  totalCount: number | undefined;
  message: string | undefined;
}

export interface CallFailure<Req> {
  request: Req;
  error: ApiFailure;
}

/**
 * Who runs a request: `watcher` (the default) when the request action is the intent and a watcher
 * (every / latest / leading) runs the call; `sequence` when a saga already runs it (putAndRun), so
 * the watchers leave it alone and the HTTP call is never sent twice.
 */
export type CallRunner = 'watcher' | 'sequence';

function trioActions<Req, Data>(type: string) {
  return {
    request: createAction(`${type}/request`, (payload: Req, runner: CallRunner = 'watcher') => ({
      payload,
      meta: { runner },
    })),
    success: createAction<CallSuccess<Req, Data>>(`${type}/success`),
    failure: createAction<CallFailure<Req>>(`${type}/failure`),
    clear: createAction(`${type}/clear`),
  };
}

/** A trio and how its failure is shown; `endpoint` is absent only for work that is no endpoint. */
export type Call<Req, Data> = ReturnType<typeof trioActions<Req, Data>> & {
  type: string;
  endpoint: Endpoint<Req, Data> | undefined;
  showFailure: FailureDisplay;
};

/** A trio that runs an endpoint: what runCall and the watchers take. */
export type EndpointCall<Req, Data> = Call<Req, Data> & { endpoint: Endpoint<Req, Data> };

/**
 * Declares one call: its request and data types come from the endpoint, and so does how its
 * failure is shown, unless this call's screen shows it differently (`showFailure`).
 */
export function createCall<Req, Data>(
  type: string,
  endpoint: Endpoint<Req, Data>,
  options: { showFailure?: FailureDisplay } = {},
): EndpointCall<Req, Data> {
  return {
    ...trioActions<Req, Data>(type),
    type,
    endpoint,
    showFailure: options.showFailure ?? endpoint.showFailure,
  };
}

/**
 * A trio for work that is not an endpoint call (the list builder's geo files): its types and its
 * failure display are stated here, since there is no endpoint to take them from.
 */
export function createLocalCall<Req, Data>(
  type: string,
  showFailure: FailureDisplay,
): Call<Req, Data> {
  return { ...trioActions<Req, Data>(type), type, endpoint: undefined, showFailure };
}

/** The words a screen shows for its call's failure, as the call declares them. */
export function callFailureMessage(
  call: { showFailure: FailureDisplay },
  failure: ApiFailure,
): UserMessage {
  const shown = describeFailure(call.showFailure, failure);
  // A silent call has no words of its own; a screen that shows it anyway uses the spec's rule.
  return shown.message ?? failureMessage(failure, 'error.generic');
}

/**
 * Adds the trio's reducers for one call to a slice. `pick` finds the call's state in the slice;
 * `store` may shape the data before it is kept (for instance, prepend to a list).
 */
export function addCallCases<S, Req, Data, Kept = Data>(
  builder: ActionReducerMapBuilder<S>,
  call: Call<Req, Data>,
  pick: (state: Draft<S>) => Draft<CallState<Kept>>,
  store: (success: CallSuccess<Req, Data>, previous: Kept | null) => Kept = (success) =>
    success.data as unknown as Kept,
): ActionReducerMapBuilder<S> {
  return builder
    .addCase(call.request, (state) => {
      const slot = pick(state);
      slot.loading = true;
      slot.error = null;
    })
    .addCase(call.success, (state, action) => {
      const slot = pick(state);
      slot.loading = false;
      // A success found out after a failure (a money call's lost answer) ends that failure too.
      slot.error = null;
      slot.data = store(action.payload, slot.data as Kept | null) as typeof slot.data;
      slot.totalCount = action.payload.totalCount;
    })
    .addCase(call.failure, (state, action) => {
      const slot = pick(state);
      slot.loading = false;
      slot.error = action.payload.error;
    })
    .addCase(call.clear, (state) => {
      Object.assign(pick(state), initialCallState());
    });
}
