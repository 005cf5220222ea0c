import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { inline, withUnknownOutcome } from '../../api';
import type { PlanSku } from '../../config/constants';
import type { UserMessage } from '../../state/userMessage';
import { defineCalls } from '../../state/defineCalls';
import {
  createCustomerEndpoint,
  freeBasicCustomerEndpoint,
  priceBySkuEndpoint,
  saveCustomerTokenEndpoint,
  upgradeFreemiumToBasicEndpoint,
  upgradeFreemiumToProEndpoint,
} from '../billing';
import {
  affiliateEndpoint,
  checkDomainEndpoint,
  checkEmailEndpoint,
  checkPhoneEndpoint,
  registerEndpoint,
  signupIndustriesEndpoint,
} from './api';
import type { AccountRequest } from './accountRequest';

/**
 * The plan's billing calls are shown on this page, in its own words (the billing screens' words
 * live in the billing message domain, which sign-up does not load): the server's message for a
 * refusal (a declined card), ours otherwise, and "we cannot tell yet" when no answer came.
 */
const planFailure = withUnknownOutcome(inline('signup.plan.failed'));

const calls = defineCalls('signup', {
  checkEmail: checkEmailEndpoint,
  checkPhone: checkPhoneEndpoint,
  checkDomain: { endpoint: checkDomainEndpoint, run: 'sequence' },
  industries: signupIndustriesEndpoint,
  affiliate: affiliateEndpoint,
  price: {
    endpoint: priceBySkuEndpoint,
    run: 'sequence',
    showFailure: inline('signup.prices.failed'),
  },
  register: { endpoint: registerEndpoint, run: 'sequence' },
  customer: { endpoint: createCustomerEndpoint, run: 'sequence', showFailure: planFailure },
  freeCustomer: { endpoint: freeBasicCustomerEndpoint, run: 'sequence', showFailure: planFailure },
  saveCard: { endpoint: saveCustomerTokenEndpoint, run: 'sequence', showFailure: planFailure },
  toBasic: { endpoint: upgradeFreemiumToBasicEndpoint, run: 'sequence', showFailure: planFailure },
  toPro: { endpoint: upgradeFreemiumToProEndpoint, run: 'sequence', showFailure: planFailure },
});

export const signupCallWatchers = calls.watchers;
export const {
  checkEmail: checkEmailCall,
  checkPhone: checkPhoneCall,
  checkDomain: checkDomainCall,
  industries: industriesCall,
  affiliate: affiliateCall,
  price: priceCall,
  register: registerCall,
  customer: customerCall,
  freeCustomer: freeCustomerCall,
  saveCard: saveCardCall,
  toBasic: toBasicCall,
  toPro: toProCall,
} = calls.calls;

/** Where "Create account" stopped: which call, what to tell, and the fields the server named. */
export interface CreateFailure {
  stage: 'register' | 'plan';
  message: UserMessage;
  /** The server's field errors by field (register's Laravel-style `errors`). */
  fields: Record<string, string[]>;
  /** No final answer came (network, timeout, 5xx): Retry resumes under the same keys. */
  open: boolean;
}

export interface PriceState {
  loading: boolean;
  failed: boolean;
  /** Each plan SKU's price in cents. */
  cents: Partial<Record<PlanSku, number>>;
}

/** Intents of the page. */
export const pricesWanted = createAction('signup/pricesWanted');
/** The website field changed: checked once it has rested DOMAIN_CHECK_DELAY_MS. */
export const domainTyped = createAction<string>('signup/domainTyped');
/** Checked now (Next pressed): no wait. */
export const domainCheckWanted = createAction<string>('signup/domainCheckWanted');
export const accountRequested = createAction<AccountRequest>('signup/accountRequested');

export type SignupState = typeof calls.initialState & {
  prices: PriceState;
  creating: boolean;
  /** The account is made and its session opening: the form takes no second press. */
  created: boolean;
  createFailure: CreateFailure | null;
};

const initialState: SignupState = {
  ...calls.initialState,
  prices: { loading: false, failed: false, cents: {} },
  creating: false,
  created: false,
  createFailure: null,
};

export const signupSlice = createSlice({
  name: 'signup',
  initialState,
  reducers: {
    pricesLoading(state) {
      state.prices.loading = true;
      state.prices.failed = false;
    },
    pricesLoaded(state, action: PayloadAction<{ cents: PriceState['cents']; failed: boolean }>) {
      state.prices = { loading: false, ...action.payload };
    },
    createFinished(state, action: PayloadAction<CreateFailure | null>) {
      state.creating = false;
      state.created = action.payload === null;
      state.createFailure = action.payload;
    },
    /** A sign-up form opens: nothing of an earlier visit's attempt shows. */
    formOpened(state) {
      state.created = false;
      state.createFailure = null;
    },
  },
  extraReducers: (builder) => {
    calls.addCases(builder);
    builder.addCase(accountRequested, (state) => {
      state.creating = true;
      state.createFailure = null;
    });
  },
  selectors: {
    ...calls.selectors,
    selectPrices: (state) => state.prices,
    selectCreating: (state) => state.creating || state.created,
    selectCreateFailure: (state) => state.createFailure,
  },
});

export const { pricesLoading, pricesLoaded, createFinished, formOpened } = signupSlice.actions;
export const {
  selectCheckEmail,
  selectCheckPhone,
  selectCheckDomain,
  selectIndustries,
  selectAffiliate,
  selectPrices,
  selectCreating,
  selectCreateFailure,
} = signupSlice.selectors;
