import type { ActionReducerMapBuilder, Draft } from '@reduxjs/toolkit';
import type { ForkEffect } from 'redux-saga/effects';
import type { Endpoint, FailureDisplay } from '../api';
import {
  type CallState,
  type EndpointCall,
  addCallCases,
  createCall,
  initialCallState,
} from './callState';
import { every, latest, leading } from './watchers';

/**
 * How a call's request actions run: `latest` (a newer request cancels the one in flight: reads),
 * `every` (independent writes), `leading` (requests during a running one are ignored: money), or
 * `sequence` (no watcher: a saga runs it with putAndRun).
 */
export type RunMode = 'latest' | 'every' | 'leading' | 'sequence';

/* eslint-disable @typescript-eslint/no-explicit-any -- any endpoint: each entry's own types are
   read back by the conditional types below (`unknown` would not do: a request type sits where
   the endpoint takes its argument, so an Endpoint<X> is not an Endpoint<unknown>) */
type AnyEndpoint = Endpoint<any, any>;
type CallDef = AnyEndpoint | { endpoint: AnyEndpoint; run?: RunMode; showFailure?: FailureDisplay };

type EndpointOf<D> = D extends { endpoint: infer E } ? E : D;
type ReqOf<D> = EndpointOf<D> extends Endpoint<infer Req, any> ? Req : never;
type DataOf<D> = EndpointOf<D> extends Endpoint<any, infer Data> ? Data : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The state slots of a group: one CallState per call, under the call's key. */
export type CallSlots<Defs extends Record<string, CallDef>> = {
  [K in keyof Defs]: CallState<DataOf<Defs[K]>>;
};

export interface CallGroup<Defs extends Record<string, CallDef>> {
  /** Each call's trio (request / success / failure / clear), typed from its endpoint. */
  calls: { [K in keyof Defs]: EndpointCall<ReqOf<Defs[K]>, DataOf<Defs[K]>> };
  /** The slots' initial state, to spread into the slice's. */
  initialState: CallSlots<Defs>;
  /** Adds every call's reducer cases; the slots sit at the top of the slice's state. */
  addCases<S extends CallSlots<Defs>>(builder: ActionReducerMapBuilder<S>): void;
  /** One selector per call, named select + the key, to spread into the slice's `selectors`. */
  selectors: {
    [K in keyof Defs as `select${Capitalize<K & string>}`]: (
      state: CallSlots<Defs>,
    ) => CallState<DataOf<Defs[K]>>;
  };
  /** The watchers of the calls that have one, to spread into the feature's root saga. */
  watchers: ForkEffect[];
}

const capitalised = (key: string) => `${key[0]!.toUpperCase()}${key.slice(1)}`;

/**
 * Declares a slice's calls at once: for each entry, its trio (action types `prefix/key`), its
 * state slot, its reducer cases, its selector and its watcher. A read-mostly call is then its
 * endpoint, one line here and its mock handler. An entry is an endpoint (run as `latest`), or
 * `{ endpoint, run, showFailure }` to say how it runs and how this screen shows its failure.
 */
export function defineCalls<const Defs extends Record<string, CallDef>>(
  prefix: string,
  defs: Defs,
): CallGroup<Defs> {
  const entries = Object.entries(defs).map(([key, def]) => {
    const options = 'endpoint' in def ? def : { endpoint: def };
    const call = createCall(
      `${prefix}/${key}`,
      options.endpoint,
      options.showFailure ? { showFailure: options.showFailure } : {},
    );
    return { key, call, run: options.run ?? 'latest' };
  });
  const watch = { latest, every, leading } as const;
  return {
    calls: Object.fromEntries(
      entries.map(({ key, call }) => [key, call]),
    ) as CallGroup<Defs>['calls'],
    initialState: Object.fromEntries(
      entries.map(({ key }) => [key, initialCallState()]),
    ) as CallSlots<Defs>,
    addCases(builder) {
      for (const { key, call } of entries)
        addCallCases(
          builder,
          call,
          (state) => (state as Record<string, Draft<CallState<unknown>>>)[key]!,
        );
    },
    selectors: Object.fromEntries(
      entries.map(({ key }) => [
        `select${capitalised(key)}`,
        (state: Record<string, unknown>) => state[key],
      ]),
    ) as CallGroup<Defs>['selectors'],
    watchers: entries.flatMap(({ call, run }) => (run === 'sequence' ? [] : [watch[run](call)])),
  };
}
