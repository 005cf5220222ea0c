/**
 * Fault injection over the whole endpoint registry (quality harness, section 2): for every endpoint
 * and every fault the mock backend can inject, the call's failure path must end in the trio's
 * failure action, tell the user exactly what its feature's harness/failureWording.ts records for that
 * endpoint (in English, where it records: toast, inline, dialog or nowhere), raise the toast when
 * the place is a toast, and let no exception or rejection escape. Endpoints are read from the registry, so a new `features/<domain>/api.ts` is covered
 * without touching this file.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import {
  type ApiErrorKind,
  type Endpoint,
  isFinalAnswer,
  registeredEndpoints,
} from '../../../src/api';
import { createIntl } from 'react-intl';
import { allEnglish as en } from '../../../src/i18n/allEnglish';
import type { UserMessage } from '../../../src/api/failureDisplay';
import {
  FAILURE_WORDING,
  STATUS_FALSE_MESSAGE,
  recordedShown,
} from '../../fixtures/failureWording';
import '../../../src/mocks/handlers';
import { MOCK_FAULTS, type MockFault, setMockFault } from '../../../src/mocks/kit/faults';
import { mockedEndpointIds } from '../../../src/mocks/kit/handle';
import { type CallOutcome, runCall } from '../../../src/state/callSaga';
import { createCall } from '../../../src/state/callState';
import { noticeRaised } from '../../../src/state/notices';

// Every endpoint definition, including those of features that have no mock handler yet (the
// handler index only pulls in the features it serves); by file, to name the feature of each.
const apiFiles = {
  ...import.meta.glob<Record<string, unknown>>('../../../src/features/*/api.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../../src/features/*/*/api.ts', { eager: true }),
};

/** The feature folder whose api.ts declares the endpoint. */
function featureOf(endpointId: string): string {
  for (const [file, exports] of Object.entries(apiFiles))
    for (const value of Object.values(exports))
      if ((value as { id?: unknown } | null)?.id === endpointId)
        return /src\/features\/([^/]+)\//.exec(file)![1]!;
  return '<its feature>';
}

type AnyEndpoint = Endpoint<unknown, unknown>;

/** Ids starting with `test.` belong to other test files' throwaway endpoints. */
const endpoints = (registeredEndpoints() as unknown as AnyEndpoint[]).filter(
  (endpoint) => !endpoint.id.startsWith('test.'),
);

/** The timeout fault never answers; a short timer keeps the suite from waiting 30–45 s per call. */
const FAULT_TIMEOUT_MS = 150;

/** A signed-in Marketplace user, as the session slice holds it. */
const STATE = { session: { token: 'seed-token-market', userId: 2 } };

/**
 * A request for any endpoint: every property reads as 1, so a computed path (`templates/${id}`)
 * resolves to a URL its mock pattern matches, and the body itself stays empty (the spread in
 * callEndpoint copies no own keys). Faults answer before the mock reads the body.
 */
const ANY_REQUEST: unknown = new Proxy(
  {},
  { get: (_target, key) => (typeof key === 'string' ? 1 : undefined) },
);

/** Node's process, typed here: the app's tsconfig leaves Node's types out on purpose. */
interface RejectionEvents {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
  off(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
}
const nodeProcess = (globalThis as unknown as { process: RejectionEvents }).process;

type Expected =
  | { ok: true; why: string }
  | { ok: false; kind: ApiErrorKind; httpStatus?: number; serverMessage?: string };

function expectedOutcome(endpoint: AnyEndpoint, fault: MockFault): Expected {
  switch (fault) {
    case 'http500':
      return { ok: false, kind: 'http', httpStatus: 500 };
    case 'http404':
      return { ok: false, kind: 'http', httpStatus: 404 };
    case 'network':
      return { ok: false, kind: 'network' };
    case 'timeout':
      return { ok: false, kind: 'timeout' };
    case 'truncated':
    case 'badSchema':
      return { ok: false, kind: 'invalid-response' };
    case 'statusFalse':
      if (endpoint.success === 'status' || endpoint.success === 'newer')
        return { ok: false, kind: 'status', serverMessage: STATUS_FALSE_MESSAGE };
      // `http200` / `http201` calls prove success by the HTTP status alone and ignore the body's
      // `status` by design (spec §7; src/api/client.ts `judge`). The fault arrives with the status
      // the call succeeds with, so only the `data: null` it carries is judged: the call succeeds
      // when the endpoint's data schema accepts null, and is an invalid response otherwise.
      return endpoint.data.safeParse(null).success
        ? { ok: true, why: 'the body status is ignored and the schema accepts data: null' }
        : { ok: false, kind: 'invalid-response' };
  }
}

interface FaultRun {
  actions: UnknownAction[];
  outcome: CallOutcome<unknown, unknown>;
  trio: ReturnType<typeof createCall<unknown, unknown>>;
}

interface FaultBatch {
  runs: Map<string, FaultRun>;
  /** Uncaught exceptions, unhandled rejections and saga errors seen while the calls ran. */
  stray: string[];
}

/** Runs the real runCall saga for one endpoint against a fake store that records what it puts. */
async function runEndpoint(endpoint: AnyEndpoint, stray: string[]): Promise<FaultRun> {
  const trio = createCall(`fault/${endpoint.id}`, endpoint);
  const actions: UnknownAction[] = [];
  const task = runSaga(
    {
      dispatch: (action: UnknownAction) => void actions.push(action),
      getState: () => STATE,
      onError: (error: Error) => stray.push(`saga error in ${endpoint.id}: ${error.message}`),
    },
    runCall<unknown, unknown>,
    trio,
    ANY_REQUEST,
  );
  const outcome = await task.toPromise<CallOutcome<unknown, unknown>>();
  return { actions, outcome, trio };
}

/**
 * Turns the fault on and runs every endpoint's call side by side, watching for anything that
 * escapes. Running them together keeps the suite fast however many endpoints the registry grows
 * to (the timeout fault costs FAULT_TIMEOUT_MS once, not once per endpoint); each endpoint's test
 * then checks its own result, and anything stray during the batch fails every test of that fault.
 */
async function runBatch(fault: MockFault): Promise<FaultBatch> {
  const stray: string[] = [];
  const onRejection = (reason: unknown) => stray.push(`unhandled rejection: ${String(reason)}`);
  const onWindowError = (event: ErrorEvent) => stray.push(`uncaught error: ${event.message}`);
  const onWindowRejection = (event: PromiseRejectionEvent) =>
    stray.push(`unhandled rejection (window): ${String(event.reason)}`);
  nodeProcess.on('unhandledRejection', onRejection);
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onWindowRejection);
  setMockFault(fault);
  try {
    const runs = await Promise.all(
      endpoints.map((endpoint) =>
        runEndpoint(
          fault === 'timeout' ? { ...endpoint, timeoutMs: FAULT_TIMEOUT_MS } : endpoint,
          stray,
        ),
      ),
    );
    // Rejections are reported after the microtask queue drains: give them a turn of the loop.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return {
      runs: new Map(endpoints.map((endpoint, index) => [endpoint.id, runs[index]!])),
      stray,
    };
  } finally {
    setMockFault(null);
    nodeProcess.off('unhandledRejection', onRejection);
    window.removeEventListener('error', onWindowError);
    window.removeEventListener('unhandledrejection', onWindowRejection);
  }
}

const batches = new Map<MockFault, Promise<FaultBatch>>();

/** The batch of a fault, run on the first test that needs it. */
function batchOf(fault: MockFault): Promise<FaultBatch> {
  let batch = batches.get(fault);
  if (!batch) {
    batch = runBatch(fault);
    batches.set(fault, batch);
  }
  return batch;
}

function describeExpected(expected: Expected): string {
  if (expected.ok) return 'succeeds, its success rule ignores the body status';
  const kind = `${expected.kind}${expected.httpStatus ? ` ${expected.httpStatus}` : ''}`;
  return `ends in failure (${kind}) and tells the user what failureWording.ts records`;
}

const intl = createIntl({ locale: 'en', messages: en });

/** A message as the user reads it in English. */
function english(message: UserMessage): string {
  return 'text' in message ? message.text : intl.formatMessage({ id: message.id }, message.values);
}

describe('the endpoint registry', () => {
  it('is not empty', () => {
    expect(endpoints.length, 'endpoints found in src/features/*/api.ts').toBeGreaterThan(0);
  });

  it("records how every endpoint's failure is shown, and nothing else", () => {
    const ids = new Set(endpoints.map((endpoint) => endpoint.id));
    const missing = [...ids]
      .filter((id) => !(id in FAILURE_WORDING))
      .map((id) => `${id}: add it to src/features/${featureOf(id)}/harness/failureWording.ts`);
    const stale = Object.keys(FAILURE_WORDING)
      .filter((id) => !ids.has(id))
      .map((id) => `${id}: no endpoint has this id any more; remove its record`);
    expect([...missing, ...stale]).toEqual([]);
  });

  it('has a mock handler for every endpoint', () => {
    const mocked = mockedEndpointIds();
    const missing = endpoints.map((endpoint) => endpoint.id).filter((id) => !mocked.has(id));
    expect(
      missing,
      `endpoints without a mock handler in src/mocks/handlers: ${missing.join(', ')}`,
    ).toEqual([]);
  });
});

describe.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
  '%s',
  (_id, endpoint) => {
    it.each(
      MOCK_FAULTS.map((fault) => [fault, describeExpected(expectedOutcome(endpoint, fault))]),
    )('under %s: %s, nothing uncaught', async (fault) => {
      const { runs, stray } = await batchOf(fault);
      const { actions, outcome, trio } = runs.get(endpoint.id)!;
      const expected = expectedOutcome(endpoint, fault);

      expect(stray, 'uncaught exceptions / unhandled rejections').toEqual([]);

      if (expected.ok) {
        expect(outcome.ok, expected.why).toBe(true);
        expect(actions.at(-1)?.type).toBe(trio.success.type);
        expect(actions.some((action) => trio.failure.match(action))).toBe(false);
        return;
      }

      expect(
        actions.some((action) => trio.success.match(action)),
        fault === 'badSchema'
          ? `the data schema of ${endpoint.id} accepted the malformed body of the badSchema fault ` +
              '({ id: "not-a-number", unexpected: null }): tighten it, or a malformed response reaches a screen'
          : `${endpoint.id} succeeded under the ${fault} fault`,
      ).toBe(false);
      const last = actions.at(-1);
      expect(last?.type, 'the last action is the failure').toBe(trio.failure.type);
      expect(outcome.ok).toBe(false);
      if (!last || !trio.failure.match(last)) return;
      const { error } = last.payload;
      expect(error.kind).toBe(expected.kind);
      if (expected.httpStatus !== undefined) expect(error.httpStatus).toBe(expected.httpStatus);
      if (expected.serverMessage !== undefined) {
        expect(error.serverMessage).toBe(expected.serverMessage);
      }
      if (outcome.ok) return;

      // What the user is told, and where: exactly as recorded by hand for this endpoint.
      const record = recordedShown(endpoint.id, fault, !isFinalAnswer(error));
      const words = record.words;
      expect(outcome.shown.show, `where ${endpoint.id}'s failure is shown`).toBe(record.show);
      expect(
        outcome.shown.message === null ? null : english(outcome.shown.message),
        `what the user reads when ${endpoint.id} fails`,
      ).toBe(words);
      const toasts = actions.filter((action) => noticeRaised.match(action));
      if (record.show === 'toast') {
        expect(
          toasts.map((action) => english(action.payload.message)),
          'the toast',
        ).toEqual([words]);
      } else {
        expect(
          toasts,
          `no toast for a failure shown ${record.show === 'silent' ? 'nowhere' : record.show}`,
        ).toEqual([]);
      }
    });

    it('has a data schema that rejects wrong types, null or a missing data', () => {
      const candidates: [string, unknown][] = [
        ['12345', 12345],
        ['null', null],
        ['undefined (no data)', undefined],
        ["'text'", 'text'],
        ['[]', []],
      ];
      const rejected = candidates.filter(([, value]) => !endpoint.data.safeParse(value).success);
      expect(
        rejected.length,
        `the data schema of ${endpoint.id} accepts ${candidates.map(([name]) => name).join(', ')}: ` +
          'it accepts anything, so a malformed response could reach a screen',
      ).toBeGreaterThan(0);
    });
  },
);
