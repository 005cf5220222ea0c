import '../../../src/features/notifications/register';
import { callEndpoint } from '../../../src/api';
import { refundNotificationsEndpoint } from '../../../src/features/notifications/api';
import { logoutRequested } from '../../../src/features/auth';
import { failCall } from '../../utils/overrides';
import { recordRequests, sentTo } from '../../utils/requests';
import { storeSessionOf } from '../../utils/session';
import { createTestStore } from '../../utils/store';

/**
 * The webhook (refund) notifications' poll (accounts-money §4, §9): every 120,000 ms while a token
 * exists, paused while the tab is hidden and fetched again when it returns; a failing poll waits
 * longer each time and raises no toast. Real store and sagas, the msw backend, fake timers.
 */

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets the answers that are on their way arrive (msw answers by promise, not by timer). */
async function settle() {
  for (let step = 0; step < 20; step += 1) await vi.advanceTimersByTimeAsync(1);
}

describe('the refund notifications’ poll', () => {
  // The HTTP client loads on the first call, which fake timers would hold up: load it first.
  beforeAll(async () => {
    await callEndpoint(refundNotificationsEndpoint, {}, { token: 'seed-token-market' });
  });
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('asks every 120,000 ms, waits while the tab is hidden and asks at once when it returns', async () => {
    storeSessionOf('market');
    const seen = recordRequests();
    createTestStore();
    await settle();
    const polls = () => sentTo(seen, refundNotificationsEndpoint).length;
    expect(polls()).toBe(1);
    expect(
      seen.find((request) => request.url.includes('orders/notifications'))?.headers.api_token,
    ).toBe('seed-token-market');

    await vi.advanceTimersByTimeAsync(119_000);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(polls()).toBe(2);

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(600_000);
    await settle();
    expect(polls()).toBe(2);
    setVisibility('visible');
    await settle();
    expect(polls()).toBe(3);
  });

  it('backs off after a failure, without a toast, and asks as usual once it answers again', async () => {
    storeSessionOf('market');
    const seen = recordRequests();
    const { store } = createTestStore();
    await settle();
    const polls = () => sentTo(seen, refundNotificationsEndpoint).length;
    expect(polls()).toBe(1);

    failCall(refundNotificationsEndpoint, 'http500');
    await vi.advanceTimersByTimeAsync(120_000);
    await settle();
    expect(polls()).toBe(2);
    expect(store.getState().notifications!.pollFailures).toBe(1);
    // Twice as long now: nothing at 120,000 ms, the next at 240,000 ms.
    await vi.advanceTimersByTimeAsync(120_000);
    await settle();
    expect(polls()).toBe(2);
    await vi.advanceTimersByTimeAsync(120_000);
    await settle();
    expect(polls()).toBe(3);
    expect(store.getState().notifications!.pollFailures).toBe(2);
    expect(store.getState().notices.queue.filter((notice) => notice.kind === 'error')).toEqual([]);
  });

  it('stops when the session ends, and never starts for the super admin', async () => {
    storeSessionOf('market');
    const seen = recordRequests();
    const { store } = createTestStore();
    await settle();
    store.dispatch(logoutRequested());
    await settle();
    const before = sentTo(seen, refundNotificationsEndpoint).length;
    await vi.advanceTimersByTimeAsync(600_000);
    await settle();
    expect(sentTo(seen, refundNotificationsEndpoint)).toHaveLength(before);

    window.localStorage.clear();
    storeSessionOf('admin');
    const admin = recordRequests();
    createTestStore();
    await settle();
    await vi.advanceTimersByTimeAsync(600_000);
    await settle();
    expect(sentTo(admin, refundNotificationsEndpoint)).toHaveLength(0);
  });
});
