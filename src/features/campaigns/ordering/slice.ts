import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { type ApiFailure, inline } from '../../../api';
import {
  type CallState,
  addCallCases,
  createCall,
  initialCallState,
} from '../../../state/callState';
import { sessionEnded } from '../../../state/session';
import { type ContactList, getContactListPageEndpoint } from '../../contacts';
import { getTemplatesByIdsEndpoint, type Template } from '../../templates';
import type { Campaign } from '../schemas';
import {
  type CatalogueQuery,
  type OrderForm,
  allUserCampaignsEndpoint,
  campaignCatalogueEndpoint,
  campaignPriceEndpoint,
  cancelUserCampaignEndpoint,
  clearFinishedEndpoint,
  launchCampaignEndpoint,
  newCampaignEmailEndpoint,
  userCampaignsEndpoint,
  type ZapSend,
  zapHistoryEndpoint,
} from './api';
import type { CampaignPrice, Launch, UserCampaign } from './schemas';

export const catalogueCall = createCall('ordering/catalogue', campaignCatalogueEndpoint);
export const listsCall = createCall('ordering/lists', getContactListPageEndpoint, {
  showFailure: inline('ordering.lists.failed'),
});
export const stepTemplatesCall = createCall('ordering/stepTemplates', getTemplatesByIdsEndpoint, {
  showFailure: inline('ordering.templates.failed'),
});
export const priceCall = createCall('ordering/price', campaignPriceEndpoint);
export const launchCall = createCall('ordering/launch', launchCampaignEndpoint);
export const newCampaignEmailCall = createCall(
  'ordering/newCampaignEmail',
  newCampaignEmailEndpoint,
);
export const activeCall = createCall('ordering/active', userCampaignsEndpoint);
export const cancelledCall = createCall('ordering/cancelled', userCampaignsEndpoint);
export const allUserCampaignsCall = createCall('ordering/all', allUserCampaignsEndpoint);
export const cancelCall = createCall('ordering/cancel', cancelUserCampaignEndpoint);
export const clearFinishedCall = createCall('ordering/clearFinished', clearFinishedEndpoint);
export const zapHistoryCall = createCall('ordering/zapHistory', zapHistoryEndpoint);

/** Intents the screens dispatch; the sagas turn them into calls. */
export const catalogueRequested = createAction<CatalogueQuery>('ordering/catalogueRequested');
export const orderPriceWanted =
  createAction<Pick<OrderForm, 'selected_campaign_id' | 'contact_list_ids'>>(
    'ordering/priceWanted',
  );
/** Launch pressed: the stop rules run first (card, plan, balance), then the launch itself. */
export const launchRequested = createAction<{ form: OrderForm; totalCents: number }>(
  'ordering/launchRequested',
);
export const userCampaignsWanted = createAction('ordering/userCampaignsWanted');

export interface OrderingState {
  catalogue: CallState<Campaign[]>;
  lists: CallState<ContactList[]>;
  stepTemplates: CallState<{ sms: Template[]; mail: Template[]; card: Template[] }>;
  price: CallState<CampaignPrice>;
  /** From Launch pressed to the final answer (the stop rules included). */
  launching: boolean;
  launch: CallState<Launch>;
  /** The launch's failure to show in its dialog (the server's words). */
  launchError: ApiFailure | null;
  active: CallState<UserCampaign[]>;
  cancelled: CallState<UserCampaign[]>;
  cancelling: Record<number, true>;
  zapHistory: CallState<ZapSend[]>;
}

const initialState: OrderingState = {
  catalogue: initialCallState(),
  lists: initialCallState(),
  stepTemplates: initialCallState(),
  price: initialCallState(),
  launching: false,
  launch: initialCallState(),
  launchError: null,
  active: initialCallState(),
  cancelled: initialCallState(),
  cancelling: {},
  zapHistory: initialCallState(),
};

export const orderingSlice = createSlice({
  name: 'ordering',
  initialState,
  reducers: {
    launchSettled(state, action: PayloadAction<ApiFailure | null>) {
      state.launching = false;
      state.launchError = action.payload;
    },
    launchErrorDismissed(state) {
      state.launchError = null;
    },
  },
  extraReducers: (builder) => {
    addCallCases(builder, catalogueCall, (state) => state.catalogue);
    addCallCases(builder, listsCall, (state) => state.lists);
    addCallCases(builder, stepTemplatesCall, (state) => state.stepTemplates);
    addCallCases(builder, priceCall, (state) => state.price);
    addCallCases(builder, launchCall, (state) => state.launch);
    addCallCases(builder, activeCall, (state) => state.active);
    addCallCases(builder, cancelledCall, (state) => state.cancelled);
    addCallCases(builder, zapHistoryCall, (state) => state.zapHistory);
    builder
      .addCase(launchRequested, (state) => {
        state.launching = true;
        state.launchError = null;
      })
      .addCase(cancelCall.request, (state, action) => {
        state.cancelling[action.payload.camp_id] = true;
      })
      .addCase(cancelCall.success, (state, action) => {
        delete state.cancelling[action.payload.request.camp_id];
      })
      .addCase(cancelCall.failure, (state, action) => {
        delete state.cancelling[action.payload.request.camp_id];
      })
      .addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectCatalogue: (state) => state.catalogue,
    selectOrderLists: (state) => state.lists,
    selectStepTemplates: (state) => state.stepTemplates,
    selectPrice: (state) => state.price,
    selectLaunching: (state) => state.launching,
    selectLaunchError: (state) => state.launchError,
    selectActive: (state) => state.active,
    selectCancelled: (state) => state.cancelled,
    selectCancelling: (state) => state.cancelling,
    selectZapHistory: (state) => state.zapHistory,
  },
});

export const { launchSettled, launchErrorDismissed } = orderingSlice.actions;
export const {
  selectCatalogue,
  selectOrderLists,
  selectStepTemplates,
  selectPrice,
  selectLaunching,
  selectLaunchError,
  selectActive,
  selectCancelled,
  selectCancelling,
  selectZapHistory,
} = orderingSlice.selectors;
