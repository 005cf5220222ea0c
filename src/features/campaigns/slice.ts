import { createAction, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { type ApiFailure, type RequestOf, inline } from '../../api';
import {
  type CallState,
  type EndpointCall,
  addCallCases,
  createCall,
  initialCallState,
} from '../../state/callState';
import { sessionEnded } from '../../state/session';
import { type Template, listTemplatesEndpoint } from '../templates';
import { categoryCheckCall } from './categoryCheck';
import {
  type CampaignFields,
  type CampaignQuery,
  acceptSharedCampaignEndpoint,
  createCampaignEndpoint,
  deleteCampaignEndpoint,
  duplicateCampaignEndpoint,
  favouriteCampaignEndpoint,
  getCampaignEndpoint,
  listCampaignsEndpoint,
  rejectSharedCampaignEndpoint,
  shareCampaignEndpoint,
  shareRecipientsEndpoint,
  sharedCampaignsEndpoint,
  updateCampaignEndpoint,
  updateCampaignStatusEndpoint,
} from './api';
import {
  type Campaign,
  type ShareRecipient,
  type SharedCampaign,
  STEP_TYPES,
  type StepType,
} from './schemas';

export const listCall = createCall('campaigns/list', listCampaignsEndpoint);
export const getCall = createCall('campaigns/get', getCampaignEndpoint);
export const createCampaignCall = createCall('campaigns/create', createCampaignEndpoint);
export const updateCampaignCall = createCall('campaigns/update', updateCampaignEndpoint);
export const statusCall = createCall('campaigns/status', updateCampaignStatusEndpoint);
export const deleteCall = createCall('campaigns/delete', deleteCampaignEndpoint);
export const duplicateCall = createCall('campaigns/duplicate', duplicateCampaignEndpoint);
export const favouriteCall = createCall('campaigns/favourite', favouriteCampaignEndpoint);
export const shareCall = createCall('campaigns/share', shareCampaignEndpoint);
export const shareRecipientsCall = createCall('campaigns/shareRecipients', shareRecipientsEndpoint);
export const sharedCall = createCall('campaigns/shared', sharedCampaignsEndpoint);
export const acceptCall = createCall('campaigns/acceptShared', acceptSharedCampaignEndpoint);
export const rejectCall = createCall('campaigns/rejectShared', rejectSharedCampaignEndpoint);

/** The builder's template choices: one list per channel, from the user's libraries. */
export const pickerCalls = Object.fromEntries(
  STEP_TYPES.map((type) => [
    type,
    createCall(`campaigns/templates/${type}`, listTemplatesEndpoint, {
      showFailure: inline('campaigns.steps.templatesFailed'),
    }),
  ]),
) as Record<StepType, EndpointCall<RequestOf<typeof listTemplatesEndpoint>, Template[]>>;

/** Intents the screens dispatch; the sagas turn them into calls. */
export const listRequested = createAction<CampaignQuery>('campaigns/listRequested');
export const campaignSaveRequested = createAction<{
  campaignId: number | null;
  fields: CampaignFields;
}>('campaigns/saveRequested');
/** A save went through: the builder clears its draft and leaves. */
export const campaignSaved = createAction<{ campaign: Campaign; isNew: boolean }>(
  'campaigns/saved',
);
export const builderClosed = createAction('campaigns/builderClosed');
/** The builder wants the templates of a channel (loaded once per builder visit). */
export const templatesWanted = createAction<StepType>('campaigns/templatesWanted');
export const sharedWanted = createAction('campaigns/sharedWanted');

/** What a campaign action is doing now, so its buttons show a loader and cannot be pressed twice. */
export type CampaignActivity = 'favourite' | 'status' | 'delete' | 'duplicate' | 'share';

export interface CampaignsState {
  list: CallState<Campaign[]>;
  /** The query the list last ran, to run it again after a change. */
  lastQuery: CampaignQuery | null;
  activity: Record<number, CampaignActivity>;
  /** The last finished action, so a dialog can close on success or show its failure. */
  outcome: { activity: CampaignActivity; campaignId: number; error: ApiFailure | null } | null;
  editing: CallState<Campaign>;
  saving: CallState<Campaign>;
  /** Whether a template has one of the chosen categories, asked before a save. */
  categoryCheck: CallState<Template[]>;
  templates: Record<StepType, CallState<Template[]>>;
  shared: CallState<SharedCampaign[]>;
  /** The PRO admins the share dialog offers (the latest search's). */
  recipients: CallState<ShareRecipient[]>;
  /** Per shared campaign id, the answer being sent. */
  answering: Record<number, 'accept' | 'reject'>;
}

const initialState: CampaignsState = {
  list: initialCallState(),
  lastQuery: null,
  activity: {},
  outcome: null,
  editing: initialCallState(),
  saving: initialCallState(),
  categoryCheck: initialCallState(),
  templates: { sms: initialCallState(), mail: initialCallState(), card: initialCallState() },
  shared: initialCallState(),
  recipients: initialCallState(),
  answering: {},
};

const ACTIVITY_CALLS = [
  ['favourite', favouriteCall],
  ['status', statusCall],
  ['delete', deleteCall],
  ['duplicate', duplicateCall],
  ['share', shareCall],
] as const;

function replaceInList(state: CampaignsState, campaign: Campaign): void {
  const list = state.list.data;
  if (!list) return;
  const at = list.findIndex((entry) => entry.id === campaign.id);
  if (at >= 0) list[at] = campaign;
}

export const campaignsSlice = createSlice({
  name: 'campaigns',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addCallCases(builder, listCall, (state) => state.list);
    addCallCases(builder, getCall, (state) => state.editing);
    addCallCases(builder, createCampaignCall, (state) => state.saving);
    addCallCases(builder, updateCampaignCall, (state) => state.saving);
    addCallCases(builder, categoryCheckCall, (state) => state.categoryCheck);
    addCallCases(builder, sharedCall, (state) => state.shared);
    addCallCases(builder, shareRecipientsCall, (state) => state.recipients);
    for (const type of STEP_TYPES)
      addCallCases(builder, pickerCalls[type], (state) => state.templates[type]);
    for (const [activity, trio] of ACTIVITY_CALLS) {
      builder
        .addCase(trio.request, (state, action) => {
          state.activity[action.payload.campaign_id] = activity;
          state.outcome = null;
        })
        .addCase(trio.success, (state, action) => {
          const id = action.payload.request.campaign_id;
          delete state.activity[id];
          state.outcome = { activity, campaignId: id, error: null };
        })
        .addCase(trio.failure, (state, action) => {
          const id = action.payload.request.campaign_id;
          delete state.activity[id];
          state.outcome = { activity, campaignId: id, error: action.payload.error };
        });
    }
    builder
      .addCase(listRequested, (state, action) => {
        state.lastQuery = action.payload;
      })
      .addCase(builderClosed, (state) => {
        state.editing = initialCallState();
        state.saving = initialCallState();
        state.categoryCheck = initialCallState();
      })
      .addCase(acceptCall.request, (state, action) => {
        state.answering[action.payload.campaign_id] = 'accept';
      })
      .addCase(rejectCall.request, (state, action) => {
        state.answering[action.payload.campaign_id] = 'reject';
      })
      .addCase(sessionEnded, () => initialState)
      .addMatcher(
        isAnyOf(acceptCall.success, acceptCall.failure, rejectCall.success, rejectCall.failure),
        (state, action) => {
          delete state.answering[action.payload.request.campaign_id];
        },
      )
      // "The list entry is changed locally on success" (§4 Campaign status); favourites alike.
      .addMatcher(isAnyOf(statusCall.success, favouriteCall.success), (state, action) => {
        replaceInList(state, action.payload.data);
      })
      .addMatcher(deleteCall.success.match, (state, action) => {
        if (state.list.data)
          state.list.data = state.list.data.filter(
            (entry) => entry.id !== action.payload.request.campaign_id,
          );
      });
  },
  selectors: {
    selectCampaignList: (state) => state.list,
    selectLastQuery: (state) => state.lastQuery,
    selectCampaignActivity: (state) => state.activity,
    selectCampaignOutcome: (state) => state.outcome,
    selectEditing: (state) => state.editing,
    selectSaving: (state) => state.saving,
    selectCategoryCheck: (state) => state.categoryCheck,
    selectPickerTemplates: (state) => state.templates,
    selectShared: (state) => state.shared,
    selectShareRecipients: (state) => state.recipients,
    selectAnswering: (state) => state.answering,
  },
});

export const {
  selectCampaignList,
  selectLastQuery,
  selectCampaignActivity,
  selectCampaignOutcome,
  selectEditing,
  selectSaving,
  selectCategoryCheck,
  selectPickerTemplates,
  selectShared,
  selectShareRecipients,
  selectAnswering,
} = campaignsSlice.selectors;
