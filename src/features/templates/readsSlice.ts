import { createSlice } from '@reduxjs/toolkit';
import type * as z from 'zod/mini';
import { type CallState, addCallCases, createCall, initialCallState } from '../../state/callState';
import { sessionEnded } from '../../state/session';
import type {
  Template,
  TemplateType,
  completeStatusSchema,
  templateContentSchema,
  templatesByTypeSchema,
} from './schemas';

/**
 * The template reads other screens use (the card editor, campaign steps, the Marketplace
 * dashboard): each call of §7 with its own trio, kept apart from the library's lists.
 */
type TemplateId = { template_id: number };
type Content = z.infer<typeof templateContentSchema>;

export const categoryFilterCall = createCall<
  { categories: string; type?: TemplateType; limit: number; offset: number },
  Template[]
>('templateReads/categoryFilter');
export const templateByIdCall = createCall<{ id: number }, Content>('templateReads/byId');
export const templatesByIdsCall = createCall<
  { ids: number[] },
  z.infer<typeof templatesByTypeSchema>
>('templateReads/byIds');
export const completeStatusCall = createCall<TemplateId, z.infer<typeof completeStatusSchema>>(
  'templateReads/completeStatus',
);
export const detailsCall = createCall<TemplateId, Template>('templateReads/details');
export const partialInfoCall = createCall<TemplateId, Template>('templateReads/partialInfo');
export const jsonContentCall = createCall<TemplateId, Content>('templateReads/jsonContent');
export const basicMailListCall = createCall<{ limit: number; offset: number }, Template[]>(
  'templateReads/basicMailList',
);
export const notifyInsertedCall = createCall<{ templateid_array: number[] }, { count: number }>(
  'templateReads/notifyInserted',
);

export interface TemplateReadsState {
  categoryFilter: CallState<Template[]>;
  byId: CallState<Content>;
  byIds: CallState<z.infer<typeof templatesByTypeSchema>>;
  completeStatus: CallState<z.infer<typeof completeStatusSchema>>;
  details: CallState<Template>;
  partialInfo: CallState<Template>;
  jsonContent: CallState<Content>;
  basicMailList: CallState<Template[]>;
  notifyInserted: CallState<{ count: number }>;
}

const initialState: TemplateReadsState = {
  categoryFilter: initialCallState(),
  byId: initialCallState(),
  byIds: initialCallState(),
  completeStatus: initialCallState(),
  details: initialCallState(),
  partialInfo: initialCallState(),
  jsonContent: initialCallState(),
  basicMailList: initialCallState(),
  notifyInserted: initialCallState(),
};

export const templateReadsSlice = createSlice({
  name: 'templateReads',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addCallCases(builder, categoryFilterCall, (state) => state.categoryFilter);
    addCallCases(builder, templateByIdCall, (state) => state.byId);
    addCallCases(builder, templatesByIdsCall, (state) => state.byIds);
    addCallCases(builder, completeStatusCall, (state) => state.completeStatus);
    addCallCases(builder, detailsCall, (state) => state.details);
    addCallCases(builder, partialInfoCall, (state) => state.partialInfo);
    addCallCases(builder, jsonContentCall, (state) => state.jsonContent);
    addCallCases(builder, basicMailListCall, (state) => state.basicMailList);
    addCallCases(builder, notifyInsertedCall, (state) => state.notifyInserted);
    builder.addCase(sessionEnded, () => initialState);
  },
  selectors: { selectTemplateReads: (state) => state },
});

export const { selectTemplateReads } = templateReadsSlice.selectors;
