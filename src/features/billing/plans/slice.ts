import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../../api';
import type { PlanSku } from '../../../config/constants';
import { toast } from '../../../api';
import {
  type CallState,
  addCallCases,
  createCall,
  createLocalCall,
  initialCallState,
} from '../../../state/callState';
import { sessionEnded } from '../../../state/session';
import {
  priceBySkuEndpoint,
  productEndpoint,
  upgradeBasicToProEndpoint,
  upgradeFreemiumToBasicEndpoint,
  upgradeFreemiumToProEndpoint,
} from './api';
import type { ChosenPlan } from './catalogue';

export const priceCall = createCall('plans/price', priceBySkuEndpoint);
export const productCall = createCall('plans/product', productEndpoint);
export const toBasicCall = createCall('plans/toBasic', upgradeFreemiumToBasicEndpoint);
export const toProCall = createCall('plans/toPro', upgradeFreemiumToProEndpoint);
export const basicToProCall = createCall('plans/basicToPro', upgradeBasicToProEndpoint);

/** Every plan's price (cents by SKU) and the Pro trial, loaded together for the picker. */
export interface PlanOffer {
  prices: Partial<Record<PlanSku, number>>;
  trialDays: number;
}
export const offerCall = createLocalCall<Record<string, never>, PlanOffer>(
  'plans/offer',
  toast('error.generic'),
);

/** Upgrade Now: the chosen plan's modal opens (§2 Plan picker). */
export const planChosen = createAction<ChosenPlan>('plans/planChosen');
/** Its modal closed: the plan is forgotten. */
export const planCleared = createAction('plans/planCleared');
/** Submit in the upgrade modal. */
export const upgradeSubmitted = createAction('plans/upgradeSubmitted');

export interface PlansState {
  offer: CallState<PlanOffer>;
  chosen: ChosenPlan | null;
  upgrading: boolean;
  /** The server's words for a failed upgrade, shown in the error modal (§2). */
  upgradeError: ApiFailure | null;
}

const initialState: PlansState = {
  offer: initialCallState(),
  chosen: null,
  upgrading: false,
  upgradeError: null,
};

export const plansSlice = createSlice({
  name: 'plans',
  initialState,
  reducers: {
    upgradeSettled(state, action: PayloadAction<{ error: ApiFailure | null }>) {
      state.upgrading = false;
      state.upgradeError = action.payload.error;
    },
    upgradeErrorDismissed(state) {
      state.upgradeError = null;
    },
  },
  extraReducers: (builder) => {
    addCallCases(builder, offerCall, (state) => state.offer);
    builder
      .addCase(planChosen, (state, action) => {
        state.chosen = action.payload;
        state.upgradeError = null;
      })
      .addCase(planCleared, (state) => {
        state.chosen = null;
      })
      .addCase(upgradeSubmitted, (state) => {
        if (state.chosen) state.upgrading = true;
      })
      .addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectOffer: (state) => state.offer,
    selectChosenPlan: (state) => state.chosen,
    selectUpgrading: (state) => state.upgrading,
    selectUpgradeError: (state) => state.upgradeError,
  },
});

export const { upgradeSettled, upgradeErrorDismissed } = plansSlice.actions;
export const { selectOffer, selectChosenPlan, selectUpgrading, selectUpgradeError } =
  plansSlice.selectors;
