import { HttpResponse, delay } from 'msw';
import type { SuccessRule } from '../../api/endpoint';

/**
 * Faults the mock server can be told to answer every call with: the fault-injection suites use
 * them, and in the browser demo the `mailcraft.demoFault` storage key turns one on.
 */
export const MOCK_FAULTS = [
  'http500',
  'http404',
  'network',
  'timeout',
  'truncated',
  'statusFalse',
  'badSchema',
] as const;
export type MockFault = (typeof MOCK_FAULTS)[number];

/**
 * Not a broken answer but a lost one: the server does the work (a charge is made), and its answer
 * never reaches the page, which times out. What idempotency keys exist for; the money e2e uses it.
 * It is not one of MOCK_FAULTS, whose every kind each endpoint and route is swept with.
 */
export const LOST_ANSWER = 'lostAnswer';
export type DemoFault = MockFault | typeof LOST_ANSWER;

let activeFault: DemoFault | null = null;

/**
 * A fault for one call only: the next call whose URL path ends with `path` meets it, the others
 * are answered as usual. The money e2e journeys use it to fail one call of a multi-call payment
 * (a network failure between the subscription and the activation, an answer lost on the charge)
 * at the very moment that call leaves the page.
 */
export interface ScopedFault {
  fault: DemoFault;
  path: string;
}

let scopedFaults: ScopedFault[] = [];

export function setMockFault(fault: DemoFault | null): void {
  activeFault = fault;
  scopedFaults = [];
}

/** Arms a fault for the next call to `path` (a later one for the same path waits its turn). */
export function armScopedFault(scoped: ScopedFault): void {
  scopedFaults.push(scoped);
}

export function isScopedFault(value: unknown): value is ScopedFault {
  if (!value || typeof value !== 'object') return false;
  const { fault, path } = value as Record<string, unknown>;
  return isDemoFault(fault) && typeof path === 'string' && path !== '';
}

/** The fault this call meets: one armed for its path (used up by it), else the one for all calls. */
export function faultForCall(url: string): DemoFault | null {
  const { pathname } = new URL(url);
  const index = scopedFaults.findIndex((scoped) =>
    pathname.replace(/\/$/, '').endsWith(scoped.path.replace(/\/$/, '')),
  );
  if (index >= 0) return scopedFaults.splice(index, 1)[0]!.fault;
  return activeFault;
}

export function currentMockFault(): DemoFault | null {
  return activeFault;
}

export function isMockFault(value: unknown): value is MockFault {
  return (MOCK_FAULTS as readonly unknown[]).includes(value);
}

export function isDemoFault(value: unknown): value is DemoFault {
  return value === LOST_ANSWER || isMockFault(value);
}

/**
 * What a broken server sends for each fault. Faults that arrive with a success status use the one
 * the endpoint succeeds with (201 for `http201` calls), so the body itself is what gets judged.
 */
export async function faultResponse(fault: MockFault, success: SuccessRule): Promise<Response> {
  const okStatus = success === 'http201' ? 201 : 200;
  switch (fault) {
    case 'http500':
      return new HttpResponse(
        '<!doctype html><html><body><h1>500 Internal Server Error</h1></body></html>',
        {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        },
      );
    case 'http404':
      return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await delay('infinite');
      return HttpResponse.error();
    case 'truncated':
      return new HttpResponse('{"status":true,"data":{"id":1,"na', {
        status: okStatus,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'statusFalse':
      return HttpResponse.json(
        {
          status: false,
          message: 'The server refused this request (injected fault).',
          data: null,
        },
        { status: okStatus },
      );
    case 'badSchema':
      return HttpResponse.json(
        {
          status: true,
          message: 'ok',
          data: { id: 'not-a-number', unexpected: null },
        },
        { status: okStatus },
      );
  }
}
