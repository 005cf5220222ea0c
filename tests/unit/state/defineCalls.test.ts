import '../../../src/features/billing/register';
import '../../../src/features/billing/subscriptions/register';
import {
  allSubscriptionsEndpoint,
  saveChargeEndpoint,
  ukVatEndpoint,
} from '../../../src/features/billing/subscriptions/api';
import {
  saveChargeCall,
  selectVat,
  subscriptionListCall,
  vatCall,
} from '../../../src/features/billing/subscriptions/slice';
import { serverIdle } from '../../utils/serverActivity';
import { bodiesTo, recordRequests } from '../../utils/requests';
import { storeSessionOf } from '../../utils/session';
import { createTestStore, waitForState } from '../../utils/store';

/**
 * defineCalls (src/state/defineCalls.ts) through a slice that uses it (subscriptions), against the
 * real store and the msw mock backend: one declaration gives the call its slot, its reducer cases,
 * its selector and the watcher it asked for.
 */

type Store = Awaited<ReturnType<typeof signedInStore>>;
/** The vat call's slot, as the slice's selectVat reads it. */
const vatSlot = (state: ReturnType<Store['getState']>) => state.subscriptions!.vat;

async function signedInStore() {
  storeSessionOf('market');
  const made = createTestStore();
  await waitForState(
    made.store,
    (state) => state.auth.profileLoad.data !== null && state.subscriptions !== undefined,
    Boolean,
  );
  return made.store;
}

describe('defineCalls', () => {
  it('runs a read through its watcher into its slot, read by its selector', async () => {
    const store = await signedInStore();
    expect(vatSlot(store.getState())).toEqual({
      loading: false,
      data: null,
      totalCount: undefined,
      error: null,
    });
    const seen = recordRequests();
    store.dispatch(vatCall.request({}));
    expect(vatSlot(store.getState()).loading).toBe(true);
    const vat = await waitForState(store, vatSlot, (slot) => !slot.loading);
    expect(vat.error).toBeNull();
    expect(vat.data?.length).toBeGreaterThan(0);
    expect(bodiesTo(seen, ukVatEndpoint)).toHaveLength(1);
    // The selector the group made reads the same slot (the slice is registered by now).
    expect(selectVat(store.getState() as Parameters<typeof selectVat>[0])).toBe(
      vatSlot(store.getState()),
    );
    store.dispatch(vatCall.clear());
    expect(vatSlot(store.getState()).data).toBeNull();
  });

  it('leaves a sequence call to its saga, and lets a leading call run once while it runs', async () => {
    const store = await signedInStore();
    await serverIdle();
    const seen = recordRequests();
    store.dispatch(
      subscriptionListCall.request({ email: 'x', user_type: 'basic', billing_type: 'all' }),
    );
    const charge = {
      email: 'market@mailcraft.demo',
      user_type: 'basic',
      amount: 1,
      idempotency_key: 'define-calls-test',
    } as unknown as Parameters<typeof saveChargeCall.request>[0];
    store.dispatch(saveChargeCall.request(charge));
    store.dispatch(saveChargeCall.request(charge));
    await serverIdle();
    expect(bodiesTo(seen, allSubscriptionsEndpoint)).toHaveLength(0);
    expect(bodiesTo(seen, saveChargeEndpoint)).toHaveLength(1);
  });
});
