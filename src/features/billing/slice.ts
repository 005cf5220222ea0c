import { type PayloadAction, createAction, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { toast } from '../../api';
import {
  type CallState,
  addCallCases,
  createCall,
  createLocalCall,
  initialCallState,
} from '../../state/callState';
import { sessionEnded } from '../../state/session';
import {
  addCardEndpoint,
  deleteCardEndpoint,
  paymentMethodsEndpoint,
  setDefaultCardEndpoint,
  updateCardEndpoint,
} from './endpoints/cards';
import { autoFundEndpoint, chargeCardEndpoint, topUpEndpoint } from './endpoints/funding';
import {
  type PricingPlan,
  planPricingSummaryEndpoint,
  pricingSummaryEndpoint,
} from './endpoints/pricing';
import type { Card, Charge, PricingSummary, TopUp } from './schemas';

// ---- Calls ---------------------------------------------------------------------------------------

export const cardsCall = createCall('billing/cards', paymentMethodsEndpoint);
export const addCardCall = createCall('billing/addCard', addCardEndpoint);
export const updateCardCall = createCall('billing/updateCard', updateCardEndpoint);
export const setDefaultCardCall = createCall('billing/setDefaultCard', setDefaultCardEndpoint);
export const deleteCardCall = createCall('billing/deleteCard', deleteCardEndpoint);
export const chargeCardCall = createCall('billing/chargeCard', chargeCardEndpoint);
export const topUpCall = createCall('billing/topUp', topUpEndpoint);
export const autoFundCall = createCall('billing/autoFund', autoFundEndpoint);
export const myPricingCall = createCall('billing/myPricing', pricingSummaryEndpoint);
export const planPricingCall = createCall('billing/planPricing', planPricingSummaryEndpoint);

/** The Pricing Table's four summaries: the user's own prices and each plan's. */
export type PricingTableData = { mine: PricingSummary } & Record<PricingPlan, PricingSummary>;
/** All four loads as one; each load's failure is already the spec's toast (its endpoint's). */
export const pricingTableCall = createLocalCall<Record<string, never>, PricingTableData>(
  'billing/pricingTable',
  toast('error.generic'),
);

// ---- Intents -------------------------------------------------------------------------------------

/** Delete a card: the saga refuses the default card before anything is sent (accounts-money §5). */
export const cardDeleteWanted = createAction<Card>('billing/cardDeleteWanted');
/** Fund the balance with a card and one of the fixed amounts (in cents). */
export const fundRequested = createAction<{ cardId: number; amountCents: number }>(
  'billing/fundRequested',
);
/**
 * How a funding ended (fundingSaga.ts): credited; refused; `unanswered` (no answer, and the ledger
 * could not be read either: the intent is kept); `notCharged` (no answer, but the ledger shows it
 * never went through: the intent is kept, pressing again sends it); or, when the user asked for
 * another funding while one was unanswered, what became of that earlier one: `earlierCredited`
 * (it went through and is in the balance, so the new one was not sent) or `earlierUnknown`.
 */
export type FundingOutcome =
  'credited' | 'refused' | 'unanswered' | 'notCharged' | 'earlierCredited' | 'earlierUnknown';
export const fundSettled = createAction<{ outcome: FundingOutcome; amountCents?: number }>(
  'billing/fundSettled',
);

export interface BillingState {
  cards: CallState<Card[]>;
  addCard: CallState<Card>;
  updateCard: CallState<Card>;
  setDefaultCard: CallState<Card[]>;
  deleteCard: CallState<Card[]>;
  charge: CallState<Charge>;
  topUp: CallState<TopUp>;
  autoFund: CallState<{ autofund_status: 0 | 1 }>;
  pricingTable: CallState<PricingTableData>;
  /** From the first press of Fund Account to the end of the funding (the debounce included). */
  funding: boolean;
  lastFunding: FundingOutcome | null;
  /** The amount an `earlier…` outcome is about, in cents. */
  lastFundingCents: number | null;
  /** The amount (dollars) another screen asks Fund Account to preselect, e.g. what an order lacks. */
  suggestedAmount: number | null;
}

const initialState: BillingState = {
  cards: initialCallState(),
  addCard: initialCallState(),
  updateCard: initialCallState(),
  setDefaultCard: initialCallState(),
  deleteCard: initialCallState(),
  charge: initialCallState(),
  topUp: initialCallState(),
  autoFund: initialCallState(),
  pricingTable: initialCallState(),
  funding: false,
  lastFunding: null,
  lastFundingCents: null,
  suggestedAmount: null,
};

/** The default card first, then the others as the server lists them (accounts-money §2). */
export const defaultFirst = (cards: readonly Card[]): Card[] =>
  [...cards].sort((a, b) => b.defaultcard_status - a.defaultcard_status);

/** Calls that answer with every card: the list takes their answer, the default first. */
const replacesList = (success: { data: Card[] }) => defaultFirst(success.data);

export const billingSlice = createSlice({
  name: 'billing',
  initialState,
  reducers: {
    /** Fund Account opens with this amount chosen (null: none); it forgets it once shown. */
    fundAmountSuggested(state, action: PayloadAction<number | null>) {
      state.suggestedAmount = action.payload;
    },
  },
  extraReducers: (builder) => {
    addCallCases(builder, cardsCall, (state) => state.cards, replacesList);
    addCallCases(builder, addCardCall, (state) => state.addCard);
    addCallCases(builder, updateCardCall, (state) => state.updateCard);
    addCallCases(builder, setDefaultCardCall, (state) => state.setDefaultCard);
    addCallCases(builder, deleteCardCall, (state) => state.deleteCard);
    addCallCases(builder, chargeCardCall, (state) => state.charge);
    addCallCases(builder, topUpCall, (state) => state.topUp);
    addCallCases(builder, autoFundCall, (state) => state.autoFund);
    addCallCases(builder, pricingTableCall, (state) => state.pricingTable);
    builder
      .addCase(fundRequested, (state) => {
        state.funding = true;
        state.lastFunding = null;
      })
      .addCase(fundSettled, (state, action) => {
        state.funding = false;
        state.lastFunding = action.payload.outcome;
        state.lastFundingCents = action.payload.amountCents ?? null;
      })
      .addCase(sessionEnded, () => initialState)
      .addMatcher(isAnyOf(setDefaultCardCall.success, deleteCardCall.success), (state, action) => {
        state.cards.data = replacesList(action.payload);
      });
  },
  selectors: {
    selectCards: (state) => state.cards,
    selectAddCard: (state) => state.addCard,
    selectUpdateCard: (state) => state.updateCard,
    selectCardChangeBusy: (state) => state.setDefaultCard.loading || state.deleteCard.loading,
    selectPricingTable: (state) => state.pricingTable,
    selectFunding: (state) => state.funding,
    selectLastFunding: (state) => state.lastFunding,
    selectLastFundingCents: (state) => state.lastFundingCents,
    selectAutoFund: (state) => state.autoFund,
    selectSuggestedAmount: (state) => state.suggestedAmount,
  },
});

export const {
  selectCards,
  selectCardChangeBusy,
  selectPricingTable,
  selectAddCard,
  selectUpdateCard,
  selectFunding,
  selectLastFunding,
  selectLastFundingCents,
  selectAutoFund,
  selectSuggestedAmount,
} = billingSlice.selectors;
export const { fundAmountSuggested } = billingSlice.actions;

/** The default card, or else the first: what Fund Account preselects (accounts-money §4). */
export function defaultCardOf(cards: readonly Card[]): Card | undefined {
  return cards.find((card) => card.defaultcard_status === 1) ?? cards[0];
}
