import { act } from '@testing-library/react';
import { serverIdle } from './serverActivity';

const actTurn = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * Lets the app finish what it started (requests, the sagas they wake, renders) before a test
 * decides that nothing (more) happened. `pastMs` first lets a timer of the app run out (a search's
 * pause after typing, a poll's interval), then waits for what it may have started.
 */
export async function settle(pastMs = 0) {
  if (pastMs > 0) await act(() => new Promise<void>((resolve) => setTimeout(resolve, pastMs)));
  await serverIdle(actTurn);
}
