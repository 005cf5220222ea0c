import { type PayloadAction, createAction, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { type ApiFailure, dialog } from '../../api';
import { type CallState, addCallCases, createCall, initialCallState } from '../../state/callState';
import { sessionEnded } from '../../state/session';
import {
  type BasicCardQuery,
  type TemplateFields,
  type TemplateQuery,
  convertPdfEndpoint,
  createTemplateEndpoint,
  deleteTemplateEndpoint,
  duplicateTemplateEndpoint,
  favouriteTemplateEndpoint,
  listTemplatesEndpoint,
  mergeTagsEndpoint,
  proofEndpoint,
  quickUpdateTemplateEndpoint,
  shareTemplateEndpoint,
  singleSendEndpoint,
  smsOrEmailEditInfoEndpoint,
  templateNameExistsEndpoint,
  updateTemplateEndpoint,
} from './api';
import {
  type ContactListOption,
  type ContactOption,
  getContactListsEndpoint,
  getContactsOfListEndpoint,
} from '../contacts';
import type { MergeTag, Template, TemplateType } from './schemas';

/**
 * The template lists of the screens: one per type for roles 1 and 3, the super admin's PRO card
 * templates, and the Marketplace gallery. Each keeps the query it last ran.
 */
export const TEMPLATE_LISTS = ['sms', 'mail', 'card', 'pro', 'gallery'] as const;
export type TemplateList = (typeof TEMPLATE_LISTS)[number];
export type ListQuery = TemplateQuery | BasicCardQuery;

/**
 * One trio per list, so each screen's loader and results are its own. A filtered list runs the
 * search endpoint instead (sagas.ts), which answers the same way and shows its failure the same.
 */
export const listCalls = Object.fromEntries(
  TEMPLATE_LISTS.map((list) => [list, createCall(`templates/list/${list}`, listTemplatesEndpoint)]),
) as Record<TemplateList, ReturnType<typeof createCall<ListQuery, Template[]>>>;

export const favouriteCall = createCall('templates/favourite', favouriteTemplateEndpoint);
export const duplicateCall = createCall('templates/duplicate', duplicateTemplateEndpoint);
export const shareCall = createCall('templates/share', shareTemplateEndpoint);
export const deleteCall = createCall('templates/delete', deleteTemplateEndpoint);
export const quickUpdateCall = createCall('templates/quickUpdate', quickUpdateTemplateEndpoint);
export const pdfCall = createCall('templates/pdf', convertPdfEndpoint);
export const singleSendCall = createCall('templates/singleSend', singleSendEndpoint);
export const createTemplateCall = createCall('templates/create', createTemplateEndpoint);
export const updateTemplateCall = createCall('templates/update', updateTemplateEndpoint);
export const mergeTagsCall = createCall('templates/mergeTags', mergeTagsEndpoint);
/** The send dialog's choices: the user's contact lists, then the contacts of the chosen one. */
export const recipientListsCall = createCall('templates/recipientLists', getContactListsEndpoint, {
  showFailure: dialog('templates.send.listsFailed'),
});
export const recipientContactsCall = createCall(
  'templates/recipientContacts',
  getContactsOfListEndpoint,
);

/** The sms or email template an editor opens (singlesmsoremailtemplate-editinfo/). */
export const editInfoCall = createCall('templates/editInfo', smsOrEmailEditInfoEndpoint);
export const nameCheckCall = createCall('templates/nameCheck', templateNameExistsEndpoint);
export const proofCall = createCall('templates/proof', proofEndpoint);

/** Intents the screens dispatch; the sagas turn them into calls. */
export const listRequested = createAction<{ list: TemplateList; query: ListQuery }>(
  'templates/listRequested',
);
export const duplicateRequested = createAction<{
  template: Template;
  name: string;
}>('templates/duplicateRequested');
/** The duplicate's name is taken (the name-existence call said so); nothing was created. */
export const duplicateNameRefused = createAction<{ templateId: number; name: string }>(
  'templates/duplicateNameRefused',
);
/** An editor's save: a new template when templateId is null. */
export const templateSaveRequested = createAction<{
  type: TemplateType;
  templateId: number | null;
  fields: TemplateFields;
}>('templates/saveRequested');
/** An editor closed: its loaded template, save result and proof are forgotten. */
export const editorClosed = createAction('templates/editorClosed');
/** An editor wants the merge tags; they are loaded once per session. */
export const mergeTagsWanted = createAction('templates/mergeTagsWanted');

/** What a template action is doing now, so its buttons show a loader and cannot be pressed twice. */
export type TemplateActivity =
  'favourite' | 'duplicate' | 'share' | 'delete' | 'quickUpdate' | 'pdf' | 'send';

export interface TemplatesState {
  lists: Record<TemplateList, CallState<Template[]>>;
  /** Per template id, the action in flight. */
  activity: Record<number, TemplateActivity>;
  /** The last finished action, so a dialog can close on success or show its failure. */
  outcome: {
    activity: TemplateActivity;
    templateId: number;
    error: ApiFailure | 'nameTaken' | null;
  } | null;
  /** The template an editor is editing, as loaded. */
  editing: CallState<Template>;
  saving: CallState<Template>;
  mergeTags: CallState<MergeTag[]>;
  recipientLists: CallState<ContactListOption[]>;
  recipientContacts: CallState<ContactOption[]>;
  proof: CallState<{ proof: string; mime_type: string }>;
}

const initialState: TemplatesState = {
  lists: Object.fromEntries(
    TEMPLATE_LISTS.map((list) => [list, initialCallState<Template[]>()]),
  ) as Record<TemplateList, CallState<Template[]>>,
  activity: {},
  outcome: null,
  editing: initialCallState(),
  saving: initialCallState(),
  mergeTags: initialCallState(),
  recipientLists: initialCallState(),
  recipientContacts: initialCallState(),
  proof: initialCallState(),
};

/** The type lists a new template of this type belongs at the top of (§4). */
function listsOfType(type: TemplateType): TemplateList[] {
  return [type];
}

const ACTIVITY_CALLS = [
  ['favourite', favouriteCall],
  ['duplicate', duplicateCall],
  ['share', shareCall],
  ['delete', deleteCall],
  ['quickUpdate', quickUpdateCall],
  ['pdf', pdfCall],
  ['send', singleSendCall],
] as const;

export const templatesSlice = createSlice({
  name: 'templates',
  initialState,
  reducers: {
    outcomeSeen(state) {
      state.outcome = null;
    },
    /** A saved template: an edit replaces its entry in place, a new one goes on top (§4). */
    templateSaved(state, action: PayloadAction<{ template: Template; isNew: boolean }>) {
      const { template, isNew } = action.payload;
      if (isNew) {
        for (const list of listsOfType(template.type)) {
          const slot = state.lists[list];
          if (!slot.data || slot.data.some((item) => item.id === template.id)) continue;
          slot.data.unshift(template);
          slot.totalCount = (slot.totalCount ?? 0) + 1;
        }
      } else replaceEverywhere(state, template);
    },
  },
  extraReducers: (builder) => {
    for (const list of TEMPLATE_LISTS)
      addCallCases(builder, listCalls[list], (state) => state.lists[list]);
    addCallCases(builder, createTemplateCall, (state) => state.saving);
    addCallCases(builder, updateTemplateCall, (state) => state.saving);
    addCallCases(builder, mergeTagsCall, (state) => state.mergeTags);
    addCallCases(builder, editInfoCall, (state) => state.editing);
    addCallCases(builder, recipientListsCall, (state) => state.recipientLists);
    addCallCases(builder, recipientContactsCall, (state) => state.recipientContacts);
    addCallCases(builder, proofCall, (state) => state.proof);
    builder
      .addCase(sessionEnded, () => initialState)
      .addCase(editorClosed, (state) => {
        state.editing = initialCallState();
        state.saving = initialCallState();
        state.proof = initialCallState();
      })
      .addCase(duplicateRequested, (state, action) => {
        state.activity[action.payload.template.id] = 'duplicate';
        state.outcome = null;
      })
      .addCase(duplicateNameRefused, (state, action) => {
        delete state.activity[action.payload.templateId];
        state.outcome = {
          activity: 'duplicate',
          templateId: action.payload.templateId,
          error: 'nameTaken',
        };
      });

    // A failed search empties its list and sets the total to 0 (§4).
    builder.addMatcher(
      isAnyOf(...TEMPLATE_LISTS.map((list) => listCalls[list].failure)),
      (state, action) => {
        const list = action.type.split('/')[2] as TemplateList;
        state.lists[list].data = [];
        state.lists[list].totalCount = 0;
      },
    );

    for (const [activity, trio] of ACTIVITY_CALLS) {
      builder.addMatcher(trio.request.match, (state, action) => {
        state.activity[action.payload.template_id] = activity;
        state.outcome = null;
      });
      builder.addMatcher(isAnyOf(trio.success, trio.failure), (state, action) => {
        const templateId = action.payload.request.template_id;
        delete state.activity[templateId];
        state.outcome = {
          activity,
          templateId,
          error: 'error' in action.payload ? action.payload.error : null,
        };
      });
    }

    builder
      .addMatcher(isAnyOf(favouriteCall.success, quickUpdateCall.success), (state, action) => {
        replaceEverywhere(state, action.payload.data);
      })
      .addMatcher(deleteCall.success.match, (state, action) => {
        const id = action.payload.request.template_id;
        for (const slot of Object.values(state.lists)) {
          if (!slot.data?.some((item) => item.id === id)) continue;
          slot.data = slot.data.filter((item) => item.id !== id);
          slot.totalCount = Math.max(0, (slot.totalCount ?? 1) - 1);
        }
      });
  },
  selectors: {
    selectTemplateList: (state, list: TemplateList) => state.lists[list],
    selectTemplateActivity: (state) => state.activity,
    selectTemplateOutcome: (state) => state.outcome,
    selectTemplateSaving: (state) => state.saving,
    selectTemplateEditing: (state) => state.editing,
    selectMergeTags: (state) => state.mergeTags,
    selectRecipientLists: (state) => state.recipientLists,
    selectRecipientContacts: (state) => state.recipientContacts,
    selectProof: (state) => state.proof,
  },
});

function replaceEverywhere(state: TemplatesState, template: Template): void {
  for (const slot of Object.values(state.lists)) {
    const index = slot.data?.findIndex((item) => item.id === template.id) ?? -1;
    if (index >= 0 && slot.data) slot.data[index] = template;
  }
}

export const { outcomeSeen, templateSaved } = templatesSlice.actions;
export const {
  selectTemplateList,
  selectTemplateActivity,
  selectTemplateOutcome,
  selectTemplateSaving,
  selectTemplateEditing,
  selectMergeTags,
  selectRecipientLists,
  selectRecipientContacts,
  selectProof,
} = templatesSlice.selectors;
