import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { type DataOf, inline, withUnknownOutcome } from '../../../api';
import {
  type CallState,
  addCallCases,
  createCall,
  createLocalCall,
  initialCallState,
} from '../../../state/callState';
import { sessionEnded } from '../../../state/session';
import type { Card } from '../schemas';
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
import type {
  AccountStatus,
  BillingAddress,
  Customer,
  Subscription,
  SubscriptionDetail,
  SubscriptionStatus,
  VatRate,
} from './schemas';

// ---- Calls ---------------------------------------------------------------------------------------

export const subscriptionListCall = createCall('subscriptions/list', allSubscriptionsEndpoint);
export const subscriptionDetailCall = createCall(
  'subscriptions/detail',
  subscriptionDetailEndpoint,
);
export const detailCardCall = createCall('subscriptions/detailCard', cardDetailsEndpoint);
export const billingAddressCall = createCall('subscriptions/address', billingAddressEndpoint);
export const saveAddressCall = createCall('subscriptions/saveAddress', saveBillingAddressEndpoint);
export const vatCall = createCall('subscriptions/vat', ukVatEndpoint);
export const statusCall = createCall('subscriptions/status', subscriptionStatusEndpoint);
export const autoRenewCall = createCall('subscriptions/autoRenew', autoRenewEndpoint);
export const cancelAccountCall = createCall('subscriptions/cancelAccount', cancelAccountEndpoint);
export const inactiveDefaultCardCall = createCall(
  'subscriptions/inactiveDefaultCard',
  inactiveDefaultCardEndpoint,
);
export const reactivationSubscriptionCall = createCall(
  'subscriptions/reactivationSubscription',
  reactivationSubscriptionEndpoint,
);
export const activateCall = createCall('subscriptions/activate', activateSubscriptionEndpoint);

/*
 * Calls the sign-up and payment flows make (accounts-money §7): their trios run through the
 * watchers in sagas.ts as soon as a flow dispatches their request; no screen of this issue does.
 */
export const createCustomerCall = createCall(
  'subscriptions/createCustomer',
  createCustomerEndpoint,
);
export const saveCustomerTokenCall = createCall(
  'subscriptions/saveCustomerToken',
  saveCustomerTokenEndpoint,
);
export const saveChargeCall = createCall('subscriptions/saveCharge', saveChargeEndpoint);
export const freeBasicCustomerCall = createCall(
  'subscriptions/freeBasicCustomer',
  freeBasicCustomerEndpoint,
);
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

export interface SubscriptionsState {
  billingType: BillingType | 'all';
  list: CallState<Subscription[]>;
  detail: CallState<SubscriptionDetail>;
  detailCard: CallState<Card>;
  address: CallState<BillingAddress>;
  saveAddress: CallState<BillingAddress>;
  vat: CallState<VatRate[]>;
  status: CallState<SubscriptionStatus>;
  autoRenew: CallState<Subscription[]>;
  cancel: CallState<AccountStatus>;
  reactivate: CallState<AccountStatus>;
  createCustomer: CallState<Customer>;
  saveCustomerToken: CallState<DataOf<typeof saveCustomerTokenEndpoint>>;
  saveCharge: CallState<DataOf<typeof saveChargeEndpoint>>;
  freeBasicCustomer: CallState<Customer>;
}

const initialState: SubscriptionsState = {
  billingType: 'all',
  list: initialCallState(),
  detail: initialCallState(),
  detailCard: initialCallState(),
  address: initialCallState(),
  saveAddress: initialCallState(),
  vat: initialCallState(),
  status: initialCallState(),
  autoRenew: initialCallState(),
  cancel: initialCallState(),
  reactivate: initialCallState(),
  createCustomer: initialCallState(),
  saveCustomerToken: initialCallState(),
  saveCharge: initialCallState(),
  freeBasicCustomer: initialCallState(),
};

export const subscriptionsSlice = createSlice({
  name: 'subscriptions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addCallCases(builder, subscriptionListCall, (state) => state.list);
    addCallCases(builder, subscriptionDetailCall, (state) => state.detail);
    addCallCases(builder, detailCardCall, (state) => state.detailCard);
    addCallCases(builder, billingAddressCall, (state) => state.address);
    addCallCases(builder, saveAddressCall, (state) => state.saveAddress);
    addCallCases(builder, vatCall, (state) => state.vat);
    addCallCases(builder, statusCall, (state) => state.status);
    addCallCases(builder, autoRenewCall, (state) => state.autoRenew);
    addCallCases(builder, cancelAccountCall, (state) => state.cancel);
    addCallCases(builder, reactivateCall, (state) => state.reactivate);
    addCallCases(builder, createCustomerCall, (state) => state.createCustomer);
    addCallCases(builder, saveCustomerTokenCall, (state) => state.saveCustomerToken);
    addCallCases(builder, saveChargeCall, (state) => state.saveCharge);
    addCallCases(builder, freeBasicCustomerCall, (state) => state.freeBasicCustomer);
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
    selectBillingType: (state) => state.billingType,
    selectSubscriptionList: (state) => state.list,
    selectSubscriptionDetail: (state) => state.detail,
    selectDetailCard: (state) => state.detailCard,
    selectBillingAddress: (state) => state.address,
    selectSaveAddress: (state) => state.saveAddress,
    selectVat: (state) => state.vat,
    selectSubscriptionStatus: (state) => state.status,
    selectAutoRenewBusy: (state) => state.autoRenew.loading,
    selectCancel: (state) => state.cancel,
    selectReactivate: (state) => state.reactivate,
  },
});

export const {
  selectBillingType,
  selectSubscriptionList,
  selectSubscriptionDetail,
  selectDetailCard,
  selectBillingAddress,
  selectSaveAddress,
  selectVat,
  selectSubscriptionStatus,
  selectAutoRenewBusy,
  selectCancel,
  selectReactivate,
} = subscriptionsSlice.selectors;
