import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import { inline, ourWords } from '../../../api';
import {
  type CallState,
  addCallCases,
  createCall,
  createLocalCall,
  initialCallState,
} from '../../../state/callState';
import { sessionEnded } from '../../../state/session';
import {
  type BuiltList,
  type PropertyCount,
  propertySearchEndpoint,
  saveBuiltListEndpoint,
} from './api';
import type { GeoState, StateDetail } from './geoSchemas';
import { type Selection, emptySelection, pruned } from './selection';

/** The geo files are read from the data service, not an API endpoint (geoData.ts). */
export const statesCall = createLocalCall<Record<string, never>, GeoState[]>(
  'listBuilder/states',
  inline(ourWords('listBuilder.states.failed')),
);
export const detailCall = createLocalCall<{ state: string }, StateDetail>(
  'listBuilder/detail',
  inline(ourWords('listBuilder.detail.failed')),
);
export const countCall = createCall('listBuilder/count', propertySearchEndpoint);
export const saveCall = createCall('listBuilder/save', saveBuiltListEndpoint);

/** The modal opened: a fresh selection, and the states list if it is not loaded yet. */
export const builderOpened = createAction('listBuilder/opened');
/** The modal closed: a count or places load still waiting has no one to show it to. */
export const builderClosed = createAction('listBuilder/closed');
/** Retry after a failed load of the states or of the chosen state's places. */
export const statesRetried = createAction('listBuilder/statesRetried');
export const detailRetried = createAction('listBuilder/detailRetried');
export const countRetried = createAction('listBuilder/countRetried');

export interface ListBuilderState {
  states: CallState<GeoState[]>;
  detail: CallState<StateDetail>;
  selection: Selection;
  /** The count of the current selection; loading from the first change, through the debounce. */
  count: CallState<PropertyCount>;
  save: CallState<BuiltList>;
}

const initialState: ListBuilderState = {
  states: initialCallState(),
  detail: initialCallState(),
  selection: emptySelection(),
  count: initialCallState(),
  save: initialCallState(),
};

/** A new selection: children that no longer match go, and the old count no longer holds. */
function select(state: ListBuilderState, next: Selection) {
  state.selection = pruned(next, state.detail.data);
  state.count = { ...initialCallState(), loading: next.state !== null };
}

export const listBuilderSlice = createSlice({
  name: 'listBuilder',
  initialState,
  reducers: {
    stateChosen(state, action: PayloadAction<string | null>) {
      state.detail = initialCallState();
      select(state, { ...emptySelection(), state: action.payload });
    },
    countiesChosen(state, action: PayloadAction<string[]>) {
      select(state, { ...state.selection, counties: action.payload });
    },
    citiesChosen(state, action: PayloadAction<string[]>) {
      select(state, { ...state.selection, cities: action.payload });
    },
    zipcodesChosen(state, action: PayloadAction<string[]>) {
      select(state, { ...state.selection, zipcodes: action.payload });
    },
  },
  extraReducers: (builder) => {
    addCallCases(builder, statesCall, (state) => state.states);
    addCallCases(builder, detailCall, (state) => state.detail);
    addCallCases(builder, countCall, (state) => state.count);
    addCallCases(builder, saveCall, (state) => state.save);
    // A retried count shows as counting at once, not after the debounce.
    builder.addCase(countRetried, (state) => {
      state.count = { ...initialCallState(), loading: state.selection.state !== null };
    });
    // The states list is the same for everyone: kept across openings; the rest starts afresh.
    const fresh = (state: ListBuilderState) => ({ ...initialState, states: state.states });
    builder.addCase(builderOpened, fresh).addCase(builderClosed, fresh);
    builder.addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectStates: (state) => state.states,
    selectDetail: (state) => state.detail,
    selectSelection: (state) => state.selection,
    selectCount: (state) => state.count,
    selectSave: (state) => state.save,
  },
});

export const { stateChosen, countiesChosen, citiesChosen, zipcodesChosen } =
  listBuilderSlice.actions;
export const { selectStates, selectDetail, selectSelection, selectCount, selectSave } =
  listBuilderSlice.selectors;
