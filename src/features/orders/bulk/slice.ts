import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { type ApiFailure, inline } from '../../../api';
import {
  type CallState,
  addCallCases,
  createCall,
  createLocalCall,
  initialCallState,
} from '../../../state/callState';
import { sessionEnded } from '../../../state/session';
import type { CampaignPrice } from '../../campaigns';
import {
  type Template,
  type TemplateType,
  listTemplatesEndpoint,
  proofEndpoint,
} from '../../templates';
import { type BulkSendForm, bulkPriceEndpoint, bulkSendEndpoint } from './api';

/** One page of the chosen channel's templates (the whole list is read a page at a time). */
export const bulkTemplatePageCall = createCall('bulk/templatePage', listTemplatesEndpoint);
/**
 * Every template of the chosen channel: a user may have more than the server's largest page. Its
 * failure says what the template lists say, in this screen's own words (the templates' catalogue
 * is not loaded here).
 */
export const bulkTemplatesCall = createLocalCall<{ type: TemplateType }, Template[]>(
  'bulk/templates',
  inline('bulk.templates.failed'),
);
export const bulkProofCall = createCall('bulk/proof', proofEndpoint);
export const bulkPriceCall = createCall('bulk/price', bulkPriceEndpoint);
export const bulkSendCall = createCall('bulk/send', bulkSendEndpoint);

export const bulkPriceWanted = createAction<BulkSendForm>('bulk/priceWanted');
/** Pay and send pressed: the order rules run first (card, plan, balance), then the send. */
export const bulkSendRequested = createAction<{ form: BulkSendForm; totalCents: number }>(
  'bulk/sendRequested',
);

export interface BulkState {
  templates: CallState<Template[]>;
  proof: CallState<{ proof: string; mime_type: string }>;
  price: CallState<CampaignPrice>;
  sending: boolean;
  /** The send's failure to show in its dialog (the server's words). */
  sendError: ApiFailure | null;
}

const initialState: BulkState = {
  templates: initialCallState(),
  proof: initialCallState(),
  price: initialCallState(),
  sending: false,
  sendError: null,
};

export const bulkSlice = createSlice({
  name: 'bulkMail',
  initialState,
  reducers: {
    bulkSendSettled(state, action: PayloadAction<ApiFailure | null>) {
      state.sending = false;
      state.sendError = action.payload;
    },
    bulkSendErrorDismissed(state) {
      state.sendError = null;
    },
    /** A new visit or a new template: the last proof is not this one's. */
    bulkProofCleared(state) {
      state.proof = initialCallState();
    },
  },
  extraReducers: (builder) => {
    addCallCases(builder, bulkTemplatesCall, (state) => state.templates);
    addCallCases(builder, bulkProofCall, (state) => state.proof);
    addCallCases(builder, bulkPriceCall, (state) => state.price);
    builder
      .addCase(bulkSendRequested, (state) => {
        state.sending = true;
        state.sendError = null;
      })
      .addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectBulkTemplates: (state) => state.templates,
    selectBulkProof: (state) => state.proof,
    selectBulkPrice: (state) => state.price,
    selectBulkSending: (state) => state.sending,
    selectBulkSendError: (state) => state.sendError,
  },
});

export const { bulkSendSettled, bulkSendErrorDismissed, bulkProofCleared } = bulkSlice.actions;
export const {
  selectBulkTemplates,
  selectBulkProof,
  selectBulkPrice,
  selectBulkSending,
  selectBulkSendError,
} = bulkSlice.selectors;
