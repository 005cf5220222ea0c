import { createAction, createSlice } from '@reduxjs/toolkit';
import { type CallState, addCallCases, createCall, initialCallState } from '../../state/callState';
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

export const categoryListCall = createCall('catalog/categories', listCategoriesEndpoint);
export const allCategoriesCall = createCall('catalog/allCategories', listAllCategoriesEndpoint);
export const createCategoryCall = createCall('catalog/createCategory', createCategoryEndpoint);
export const editCategoryCall = createCall('catalog/editCategory', editCategoryEndpoint);
export const deleteCategoryCall = createCall('catalog/deleteCategory', deleteCategoryEndpoint);
export const industryListCall = createCall('catalog/industries', listIndustriesEndpoint);
/** Every industry for the selects: a failure shows as the template editor's options alert. */
export const allIndustriesCall = createCall('catalog/allIndustries', listIndustriesEndpoint, {
  showFailure: inline(ourWords('editor.options.failed')),
});
export const createIndustryCall = createCall('catalog/createIndustry', createIndustryEndpoint);
export const editIndustryCall = createCall('catalog/editIndustry', editIndustryEndpoint);
export const deleteIndustryCall = createCall('catalog/deleteIndustry', deleteIndustryEndpoint);
export const industryStatusCall = createCall(
  'catalog/industryStatus',
  updateIndustryStatusEndpoint,
);

/** The filters and forms want every category and industry once; loaded on first need. */
export const catalogOptionsWanted = createAction('catalog/optionsWanted');

export interface CatalogState {
  categories: CallState<Category[]>;
  industries: CallState<Industry[]>;
  /** Everything, for selects. */
  allCategories: CallState<Category[]>;
  allIndustries: CallState<Industry[]>;
  /** The form or row action in flight and its outcome, so dialogs close or show the failure. */
  categoryChange: CallState<Category | { id: number }>;
  industryChange: CallState<Industry | { id: number }>;
}

const initialState: CatalogState = {
  categories: initialCallState(),
  industries: initialCallState(),
  allCategories: initialCallState(),
  allIndustries: initialCallState(),
  categoryChange: initialCallState(),
  industryChange: initialCallState(),
};

export const catalogSlice = createSlice({
  name: 'catalog',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addCallCases(builder, categoryListCall, (state) => state.categories);
    addCallCases(builder, industryListCall, (state) => state.industries);
    addCallCases(builder, allCategoriesCall, (state) => state.allCategories);
    addCallCases(builder, allIndustriesCall, (state) => state.allIndustries);
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
    selectCategories: (state) => state.categories,
    selectIndustries: (state) => state.industries,
    selectAllCategories: (state) => state.allCategories,
    selectAllIndustries: (state) => state.allIndustries,
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
