import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { inline, withUnknownOutcome } from '../../../api';
import {
  type CallState,
  addCallCases,
  createCall,
  createLocalCall,
  initialCallState,
} from '../../../state/callState';
import { defineCalls } from '../../../state/defineCalls';
import { sessionEnded } from '../../../state/session';
import {
  type BillingType,
  activateSubscriptionEndpoint,
  allSubscriptionsEndpoint,
  autoRenewEndpoint,
  billingAddressEndpoint,
  cancelAccountEndpoint,
  cardDetailsEndpoint,
  createCustomerEndpoint,
  freeBasicCustomerEndpoint,
  saveChargeEndpoint,
  saveCustomerTokenEndpoint,
  inactiveDefaultCardEndpoint,
  reactivationSubscriptionEndpoint,
  saveBillingAddressEndpoint,
  subscriptionDetailEndpoint,
  subscriptionStatusEndpoint,
  ukVatEndpoint,
} from './api';
import type { AccountStatus } from './schemas';

// ---- Calls ---------------------------------------------------------------------------------------

/**
 * The calls whose state this slice keeps, each a slot, reducer cases, a selector (select + key)
 * and, unless a saga runs it in a sequence, a watcher (src/state/defineCalls.ts). The sign-up and
 * payment flows' calls (accounts-money §7) run through their watchers as soon as a flow
 * dispatches their request.
 */
const calls = defineCalls('subscriptions', {
  list: { endpoint: allSubscriptionsEndpoint, run: 'sequence' },
  detail: { endpoint: subscriptionDetailEndpoint, run: 'sequence' },
  detailCard: cardDetailsEndpoint,
  address: { endpoint: billingAddressEndpoint, run: 'sequence' },
  saveAddress: { endpoint: saveBillingAddressEndpoint, run: 'every' },
  vat: ukVatEndpoint,
  status: subscriptionStatusEndpoint,
  autoRenew: { endpoint: autoRenewEndpoint, run: 'sequence' },
  cancel: { endpoint: cancelAccountEndpoint, run: 'sequence' },
  createCustomer: { endpoint: createCustomerEndpoint, run: 'every' },
  saveCustomerToken: { endpoint: saveCustomerTokenEndpoint, run: 'every' },
  // Money: a second press while one runs is ignored.
  saveCharge: { endpoint: saveChargeEndpoint, run: 'leading' },
  freeBasicCustomer: { endpoint: freeBasicCustomerEndpoint, run: 'every' },
});

export const subscriptionCallWatchers = calls.watchers;
export const {
  list: subscriptionListCall,
  detail: subscriptionDetailCall,
  detailCard: detailCardCall,
  address: billingAddressCall,
  saveAddress: saveAddressCall,
  vat: vatCall,
  status: statusCall,
  autoRenew: autoRenewCall,
  cancel: cancelAccountCall,
  createCustomer: createCustomerCall,
  saveCustomerToken: saveCustomerTokenCall,
  saveCharge: saveChargeCall,
  freeBasicCustomer: freeBasicCustomerCall,
} = calls.calls;

/** The reactivation's three calls, each run by the reactivation saga in its sequence. */
export const inactiveDefaultCardCall = createCall(
  'subscriptions/inactiveDefaultCard',
  inactiveDefaultCardEndpoint,
);
export const reactivationSubscriptionCall = createCall(
  'subscriptions/reactivationSubscription',
  reactivationSubscriptionEndpoint,
);
export const activateCall = createCall('subscriptions/activate', activateSubscriptionEndpoint);

/**
 * The reactivation as one: default card, new subscription, activation. Its failure is the failing
 * step's (the three calls share these words: the server's message first).
 */
export const reactivateCall = createLocalCall<{ cardId: number }, AccountStatus>(
  'subscriptions/reactivate',
  // A money action: with no answer it says the outcome is open, never "could not".
  withUnknownOutcome(inline('subscriptions.reactivate.failed')),
);

// ---- Intents -------------------------------------------------------------------------------------

/** The Billing page opened: its status, subscriptions and billing address load. */
export const billingPageOpened = createAction('subscriptions/billingPageOpened');
/** Retry after a failed load of the page: every failed load is sent again. */
export const billingLoadsRetried = createAction('subscriptions/billingLoadsRetried');
export const billingTypeChosen = createAction<BillingType | 'all'>(
  'subscriptions/billingTypeChosen',
);
export const autoRenewToggled = createAction<{ billingType: BillingType; on: boolean }>(
  'subscriptions/autoRenewToggled',
);
/** A subscription's detail opened: its invoices, then the card it is paid with. */
export const subscriptionOpened = createAction<number>('subscriptions/opened');
export const accountCancelRequested = createAction<{ reason: string }>(
  'subscriptions/accountCancelRequested',
);
/** The cancelled-account page opened: the account's status and cards load. */
export const cancelledPageOpened = createAction('subscriptions/cancelledPageOpened');

export type SubscriptionsState = typeof calls.initialState & {
  billingType: BillingType | 'all';
  reactivate: CallState<AccountStatus>;
};

const initialState: SubscriptionsState = {
  ...calls.initialState,
  billingType: 'all',
  reactivate: initialCallState(),
};

export const subscriptionsSlice = createSlice({
  name: 'subscriptions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    calls.addCases(builder);
    addCallCases(builder, reactivateCall, (state) => state.reactivate);
    builder
      .addCase(billingTypeChosen, (state, action: PayloadAction<BillingType | 'all'>) => {
        state.billingType = action.payload;
      })
      .addCase(subscriptionOpened, (state) => {
        state.detail = initialCallState();
        state.detailCard = initialCallState();
      })
      .addCase(sessionEnded, () => initialState);
    // A saved address is the address now; changed subscriptions replace theirs in the list.
    builder.addMatcher(saveAddressCall.success.match, (state, action) => {
      state.address.data = action.payload.data;
    });
    builder.addMatcher(autoRenewCall.success.match, (state, action) => {
      const changed = new Map(action.payload.data.map((row) => [row.invoice_entryid, row]));
      if (state.list.data)
        state.list.data = state.list.data.map((row) => changed.get(row.invoice_entryid) ?? row);
    });
  },
  selectors: {
    ...calls.selectors,
    selectBillingType: (state) => state.billingType,
    selectAutoRenewBusy: (state) => state.autoRenew.loading,
    selectReactivate: (state) => state.reactivate,
  },
});

export const {
  selectBillingType,
  selectList: selectSubscriptionList,
  selectDetail: selectSubscriptionDetail,
  selectDetailCard,
  selectAddress: selectBillingAddress,
  selectSaveAddress,
  selectVat,
  selectStatus: selectSubscriptionStatus,
  selectAutoRenewBusy,
  selectCancel,
  selectReactivate,
} = subscriptionsSlice.selectors;
