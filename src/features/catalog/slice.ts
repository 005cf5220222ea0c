import { createAction, createSlice } from '@reduxjs/toolkit';
import { type CallState, addCallCases, createCall, initialCallState } from '../../state/callState';
import { defineCalls } from '../../state/defineCalls';
import { sessionEnded } from '../../state/session';
import { inline, ourWords } from '../../api';
import {
  createCategoryEndpoint,
  createIndustryEndpoint,
  deleteCategoryEndpoint,
  deleteIndustryEndpoint,
  editCategoryEndpoint,
  editIndustryEndpoint,
  listAllCategoriesEndpoint,
  listCategoriesEndpoint,
  listIndustriesEndpoint,
  updateIndustryStatusEndpoint,
} from './api';
import type { Category, Industry } from './schemas';

/**
 * The reads, each its own slot, selector and (for the paged lists) `latest` watcher; the options
 * for selects run in the options saga's sequence.
 */
const reads = defineCalls('catalog', {
  categories: listCategoriesEndpoint,
  industries: listIndustriesEndpoint,
  /** Everything, for selects. */
  allCategories: { endpoint: listAllCategoriesEndpoint, run: 'sequence' },
  /** Every industry for the selects: a failure shows as the template editor's options alert. */
  allIndustries: {
    endpoint: listIndustriesEndpoint,
    run: 'sequence',
    showFailure: inline(ourWords('editor.options.failed')),
  },
});
export const catalogReadWatchers = reads.watchers;
export const {
  categories: categoryListCall,
  industries: industryListCall,
  allCategories: allCategoriesCall,
  allIndustries: allIndustriesCall,
} = reads.calls;

export const createCategoryCall = createCall('catalog/createCategory', createCategoryEndpoint);
export const editCategoryCall = createCall('catalog/editCategory', editCategoryEndpoint);
export const deleteCategoryCall = createCall('catalog/deleteCategory', deleteCategoryEndpoint);
export const createIndustryCall = createCall('catalog/createIndustry', createIndustryEndpoint);
export const editIndustryCall = createCall('catalog/editIndustry', editIndustryEndpoint);
export const deleteIndustryCall = createCall('catalog/deleteIndustry', deleteIndustryEndpoint);
export const industryStatusCall = createCall(
  'catalog/industryStatus',
  updateIndustryStatusEndpoint,
);

/** The filters and forms want every category and industry once; loaded on first need. */
export const catalogOptionsWanted = createAction('catalog/optionsWanted');

export type CatalogState = typeof reads.initialState & {
  /** The form or row action in flight and its outcome, so dialogs close or show the failure. */
  categoryChange: CallState<Category | { id: number }>;
  industryChange: CallState<Industry | { id: number }>;
};

const initialState: CatalogState = {
  ...reads.initialState,
  categoryChange: initialCallState(),
  industryChange: initialCallState(),
};

export const catalogSlice = createSlice({
  name: 'catalog',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    reads.addCases(builder);
    addCallCases(builder, createCategoryCall, (state) => state.categoryChange);
    addCallCases(builder, editCategoryCall, (state) => state.categoryChange);
    addCallCases(builder, deleteCategoryCall, (state) => state.categoryChange);
    addCallCases(builder, createIndustryCall, (state) => state.industryChange);
    addCallCases(builder, editIndustryCall, (state) => state.industryChange);
    addCallCases(builder, deleteIndustryCall, (state) => state.industryChange);
    addCallCases(builder, industryStatusCall, (state) => state.industryChange);
    builder.addCase(sessionEnded, () => initialState);
  },
  selectors: {
    ...reads.selectors,
    selectCategoryChange: (state) => state.categoryChange,
    selectIndustryChange: (state) => state.industryChange,
  },
});

export const {
  selectCategories,
  selectIndustries,
  selectAllCategories,
  selectAllIndustries,
  selectCategoryChange,
  selectIndustryChange,
} = catalogSlice.selectors;
