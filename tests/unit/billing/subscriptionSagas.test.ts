import '../../../src/features/billing/register';
import '../../../src/features/billing/subscriptions/register';
import {
  activateSubscriptionEndpoint,
  createCustomerEndpoint,
  inactiveDefaultCardEndpoint,
  reactivationSubscriptionEndpoint,
} from '../../../src/features/billing/subscriptions/api';
import {
  accountCancelRequested,
  autoRenewToggled,
  createCustomerCall,
  reactivateCall,
  statusCall,
} from '../../../src/features/billing/subscriptions/slice';
import { db } from '../../../src/mocks/db';
import { failCall, loseAnswerOf } from '../../utils/overrides';
import { serverIdle } from '../../utils/serverActivity';
import { bodiesTo, recordRequests, sentTo } from '../../utils/requests';
import { storeSessionOf } from '../../utils/session';
import { createTestStore, waitForState } from '../../utils/store';

/** The subscription sagas against the real store and the msw mock backend, no screen. */

async function signedInStore(who: 'market' | 'cancelled') {
  storeSessionOf(who);
  const made = createTestStore();
  await waitForState(
    made.store,
    (state) => state.auth.profileLoad.data !== null && state.subscriptions !== undefined,
    Boolean,
  );
  return made;
}

const reactivation = (store: Awaited<ReturnType<typeof signedInStore>>['store']) =>
  waitForState(
    store,
    (state) => state.subscriptions!.reactivate,
    (call) => !call.loading && (call.data !== null || call.error !== null),
  );

describe('reactivating a cancelled account', () => {
  it('sets the card as default, subscribes again, activates and goes to the dashboard', async () => {
    const seen = recordRequests();
    const { store, services } = await signedInStore('cancelled');
    store.dispatch(statusCall.request({}));
    await waitForState(store, (state) => state.subscriptions!.status.data, Boolean);

    store.dispatch(reactivateCall.request({ cardId: 5 }));
    await reactivation(store);
    await vi.waitFor(() => expect(services.navigations).toEqual(['/dashboard']));

    expect(bodiesTo(seen, inactiveDefaultCardEndpoint)).toEqual([
      expect.objectContaining({ email: 'cancelled@mailcraft.demo', card_stripeid: '5' }),
    ]);
    const [subscribe] = sentTo(seen, reactivationSubscriptionEndpoint);
    expect(subscribe!.body).toMatchObject({ plan_sku: 'SUB-BASIC-MONTH' });
    expect(subscribe!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sentTo(seen, activateSubscriptionEndpoint)).toHaveLength(1);
    expect(db().users.get(6)!.java_stripesubscription_status).toBe('active');
    expect(store.getState().auth.profile!.java_stripesubscription_status).toBe('active');
    const live = db().subscriptions.filter((row) => row.user_id === 6 && row.status === 'active');
    expect(live).toHaveLength(1);
    expect(db().charges.filter((row) => row.kind === 'reactivation')).toHaveLength(1);
  });

  it('sends the same idempotency key again after a lost answer, so the card is charged once', async () => {
    const seen = recordRequests();
    const { store } = await signedInStore('cancelled');
    failCall(reactivationSubscriptionEndpoint, 'network', { once: true });
    store.dispatch(reactivateCall.request({ cardId: 5 }));
    const failed = await reactivation(store);
    expect(failed.error?.kind).toBe('network');
    // It then reads the status to find out (still cancelled: the subscription never arrived).
    await serverIdle();
    expect(db().users.get(6)!.java_stripesubscription_status).toBe('cancelled');

    store.dispatch(reactivateCall.request({ cardId: 5 }));
    await waitForState(store, (state) => state.subscriptions!.reactivate.data, Boolean);
    const keys = sentTo(seen, reactivationSubscriptionEndpoint).map(
      (request) => request.headers['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('keeps one key until activation succeeds: a network failure before activate-subscription charges once', async () => {
    const seen = recordRequests();
    const { store, services } = await signedInStore('cancelled');
    failCall(activateSubscriptionEndpoint, 'network', { once: true });
    store.dispatch(reactivateCall.request({ cardId: 5 }));
    expect((await reactivation(store)).error?.kind).toBe('network');
    await serverIdle();
    store.dispatch(reactivateCall.request({ cardId: 5 }));
    await vi.waitFor(() => expect(services.navigations).toEqual(['/dashboard']));
    const keys = sentTo(seen, reactivationSubscriptionEndpoint).map(
      (request) => request.headers['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(db().charges.filter((row) => row.kind === 'reactivation')).toHaveLength(1);
    expect(
      db().subscriptions.filter((row) => row.user_id === 6 && row.status === 'active'),
    ).toHaveLength(1);
  });

  it('refuses a second subscription for the same reactivation, even under another key', async () => {
    const { store, services } = await signedInStore('cancelled');
    failCall(activateSubscriptionEndpoint, 'network', { once: true });
    store.dispatch(reactivateCall.request({ cardId: 5 }));
    await reactivation(store);
    await serverIdle();
    // Another card on the retry: another intent, another key; still one subscription.
    const other = db().cards.insert({
      user_id: 6,
      brand: 'visa',
      last4: '4242',
      exp_month: 1,
      exp_year: 2031,
      defaultcard_status: 0,
      billing_details: {
        name: 'Carla Cancelled',
        address: { line1: '', line2: '', city: '', state: '', postal_code: '' },
      },
    });
    store.dispatch(reactivateCall.request({ cardId: other.id }));
    await vi.waitFor(() => expect(services.navigations).toEqual(['/dashboard']));
    expect(db().charges.filter((row) => row.kind === 'reactivation')).toHaveLength(1);
  });

  it('after an activation whose answer was lost, finds out from the status that the account is active', async () => {
    const { store, services } = await signedInStore('cancelled');
    loseAnswerOf(activateSubscriptionEndpoint);
    store.dispatch(reactivateCall.request({ cardId: 5 }));
    await vi.waitFor(() => expect(services.navigations).toEqual(['/dashboard']));
    expect(db().users.get(6)!.java_stripesubscription_status).toBe('active');
    expect(db().charges.filter((row) => row.kind === 'reactivation')).toHaveLength(1);
  });

  it('keeps the account cancelled and says why when the card is declined', async () => {
    db().cards.insert({
      user_id: 6,
      brand: 'visa',
      last4: '0002',
      exp_month: 1,
      exp_year: 2031,
      defaultcard_status: 0,
      billing_details: {
        name: 'Carla Cancelled',
        address: { line1: '', line2: '', city: '', state: '', postal_code: '' },
      },
    });
    const declining = db().cards.find((card) => card.last4 === '0002' && card.user_id === 6)!;
    const { store, services } = await signedInStore('cancelled');
    store.dispatch(reactivateCall.request({ cardId: declining.id }));
    const failed = await reactivation(store);
    expect(failed.error?.serverMessage).toBe('Your card was declined.');
    expect(db().users.get(6)!.java_stripesubscription_status).toBe('cancelled');
    expect(services.navigations).toEqual([]);
  });
});

describe('account state', () => {
  it('cancels the account, reads the profile again and leads to /cancelled-account', async () => {
    const { store, services } = await signedInStore('market');
    store.dispatch(accountCancelRequested({ reason: '  Too busy  ' }));
    await vi.waitFor(() => expect(services.navigations).toEqual(['/cancelled-account']));
    expect(db().users.get(2)!.java_stripesubscription_status).toBe('cancelled');
    expect(db().subscriptions.get(1)).toMatchObject({ status: 'cancelled', plan_autorenew: 0 });
    expect(store.getState().auth.profile!.java_stripesubscription_status).toBe('cancelled');
  });

  it('turns auto-renew off for the billing type and patches the listed subscription', async () => {
    const { store } = await signedInStore('market');
    store.dispatch(autoRenewToggled({ billingType: 'monthly', on: false }));
    await waitForState(store, (state) => state.subscriptions!.autoRenew.data, Boolean);
    expect(db().subscriptions.get(1)!.plan_autorenew).toBe(0);
  });
});

describe('the calls the sign-up and payment flows make', () => {
  const customer = {
    email: 'market@mailcraft.demo',
    user_type: 'basic',
    domain: '2',
    name: 'Maya Market',
    card_token: 'demo_visa_4242_12_2031',
    phone_no: '5550100002',
    address: '120 Harbor Street',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    billing_fullname: 'Maya Market',
    billing_phone_no: '5550100002',
    secondary_email: '',
  };

  it('creates a customer when a flow asks, with the payload the spec names', async () => {
    const seen = recordRequests();
    const { store } = await signedInStore('market');
    store.dispatch(createCustomerCall.request(customer));
    await waitForState(
      store,
      (state) => state.subscriptions!.createCustomer,
      (call) => call.data !== null,
    );
    const { api_token: _token, ...sent } = bodiesTo(seen, createCustomerEndpoint)[0] as Record<
      string,
      unknown
    >;
    expect(sent).toEqual(customer);
  });

  it('words a failed customer creation with the fixed text, whatever the server said', async () => {
    failCall(createCustomerEndpoint, { message: 'Stripe says no', status: 400 });
    const { store } = await signedInStore('market');
    store.dispatch(createCustomerCall.request(customer));
    await waitForState(
      store,
      (state) => state.notices.queue,
      (queue) =>
        queue.some((notice) => 'id' in notice.message && notice.message.id === 'error.generic'),
    );
    expect(store.getState().notices.queue.some((notice) => 'text' in notice.message)).toBe(false);
  });
});
