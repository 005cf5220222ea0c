import '../../../src/features/signup/register';
import { waitFor } from '@testing-library/react';
import { domainCheckWanted, domainTyped } from '../../../src/features/signup/slice';
import { createTestStore } from '../../utils/store';
import { recordBodiesTo } from '../../utils/requests';
import { checkDomainEndpoint } from '../../../src/features/signup/api';
import { alreadyTaken } from '../../../src/features/signup/api';

/** The website's existence check (accounts-money §5, §9): bare domain, 3 seconds after typing. */
describe('the domain check', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 3 seconds after the last change, then checks the bare domain; a taken one is refused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const bodies = recordBodiesTo(checkDomainEndpoint);
    const { store } = createTestStore();
    store.dispatch(domainTyped('https://www.bright'));
    await vi.advanceTimersByTimeAsync(2_000);
    // A newer change restarts the wait.
    store.dispatch(domainTyped('https://www.brightlanestudio.com/about'));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(store.getState().signup!.checkDomain.loading).toBe(false);
    expect(bodies).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(bodies).toEqual([{ domain_name: 'brightlanestudio.com' }]));
    await waitFor(() => expect(store.getState().signup!.checkDomain.error).not.toBeNull());
    const error = store.getState().signup!.checkDomain.error;
    expect(error && alreadyTaken(error)).toBe(true);
  });

  it('checks at once when Next asks, and answers a free domain', async () => {
    const { store } = createTestStore();
    store.dispatch(domainCheckWanted('new-shop.example'));
    await waitFor(() =>
      expect(store.getState().signup!.checkDomain.data).toEqual({
        domain_name: 'new-shop.example',
      }),
    );
  });
});
