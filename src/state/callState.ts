import { type ActionReducerMapBuilder, type Draft, createAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../api';

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

export function createCall<Req, Data>(type: string) {
  return {
    type,
    request: createAction<Req>(`${type}/request`),
    success: createAction<CallSuccess<Req, Data>>(`${type}/success`),
    failure: createAction<CallFailure<Req>>(`${type}/failure`),
    clear: createAction(`${type}/clear`),
  };
}

export type Call<Req, Data> = ReturnType<typeof createCall<Req, Data>>;

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
