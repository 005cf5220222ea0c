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
  addContactsEndpoint,
  addContactsPriceEndpoint,
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
export const cancelCall = createCall('ordering/cancel', cancelUserCampaignEndpoint);
export const clearFinishedCall = createCall('ordering/clearFinished', clearFinishedEndpoint);
export const zapHistoryCall = createCall('ordering/zapHistory', zapHistoryEndpoint);
export const addContactsPriceCall = createCall(
  'ordering/addContactsPrice',
  addContactsPriceEndpoint,
);
export const addContactsCall = createCall('ordering/addContacts', addContactsEndpoint);

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
/** Its cancellation ended, whatever the outcome (by order id). */
export const cancelSettled = createAction<number>('ordering/cancelSettled');
/** Cancel one running order: presses while its cancellation runs are ignored (sagas.ts). */
export const cancelRequested = createAction<{ camp_id: number; campaign_name: string }>(
  'ordering/cancelRequested',
);
/** Confirm pressed in the add-lists dialog: the lists are added to the running campaign. */
export const addContactsRequested = createAction<{
  order: Pick<UserCampaign, 'id' | 'campaign_name'>;
  contact_list_ids: number[];
}>('ordering/addContactsRequested');

/** One add-lists intent: the lists it is for and its idempotency key. */
export interface AddContactsIntent {
  lists: string;
  key: string;
}

/** The add-lists dialog of a running campaign (issue: lists added to a running campaign). */
export interface AddContactsState {
  /** The campaign whose dialog is open, or null when none is. */
  campaignId: number | null;
  price: CallState<CampaignPrice>;
  /** From Confirm pressed to the final answer. */
  adding: boolean;
  /** The refusal to show in the dialog (the server's words). */
  error: ApiFailure | null;
  /** After a refusal for the balance: the Fund Account amount (dollars) to preselect. */
  fundAmount: number | null;
  /** Made at the first Confirm of an opening; kept across retries until a final answer. */
  intent: AddContactsIntent | null;
}

const closedAddContacts: AddContactsState = {
  campaignId: null,
  price: initialCallState(),
  adding: false,
  error: null,
  fundAmount: null,
  intent: null,
};

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
  addContacts: AddContactsState;
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
  addContacts: closedAddContacts,
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
    /** Each opening starts afresh: no price, no failure, and a new intent (a new key). */
    addContactsOpened(state, action: PayloadAction<number>) {
      state.addContacts = { ...closedAddContacts, campaignId: action.payload };
    },
    addContactsClosed(state) {
      state.addContacts = closedAddContacts;
    },
    addContactsIntentKept(state, action: PayloadAction<AddContactsIntent | null>) {
      state.addContacts.intent = action.payload;
    },
    addContactsSettled(
      state,
      action: PayloadAction<{ error: ApiFailure | null; fundAmount: number | null }>,
    ) {
      state.addContacts.adding = false;
      state.addContacts.error = action.payload.error;
      state.addContacts.fundAmount = action.payload.fundAmount;
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
    addCallCases(builder, addContactsPriceCall, (state) => state.addContacts.price);
    builder
      .addCase(addContactsRequested, (state) => {
        state.addContacts.adding = true;
        state.addContacts.error = null;
        state.addContacts.fundAmount = null;
      })
      .addCase(launchRequested, (state) => {
        state.launching = true;
        state.launchError = null;
      })
      .addCase(cancelRequested, (state, action) => {
        state.cancelling[action.payload.camp_id] = true;
      })
      .addCase(cancelSettled, (state, action) => {
        delete state.cancelling[action.payload];
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
    selectAddContacts: (state) => state.addContacts,
  },
});

export const {
  launchSettled,
  launchErrorDismissed,
  addContactsOpened,
  addContactsClosed,
  addContactsIntentKept,
  addContactsSettled,
} = orderingSlice.actions;
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
  selectAddContacts,
} = orderingSlice.selectors;
