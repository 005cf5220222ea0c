import { createAction, createSlice } from '@reduxjs/toolkit';
import { type CallState, addCallCases, createCall, initialCallState } from '../../state/callState';
import { sessionEnded } from '../../state/session';
import type {
  CategoryFields,
  CategoryListRequest,
  IndustryFields,
  IndustryListRequest,
} from './api';
import type { Category, Industry } from './schemas';

export const categoryListCall = createCall<CategoryListRequest, Category[]>('catalog/categories');
export const allCategoriesCall = createCall<{ status: 0 }, Category[]>('catalog/allCategories');
export const createCategoryCall = createCall<CategoryFields, Category>('catalog/createCategory');
export const editCategoryCall = createCall<CategoryFields & { category_id: number }, Category>(
  'catalog/editCategory',
);
export const deleteCategoryCall = createCall<{ category_id: number }, { id: number }>(
  'catalog/deleteCategory',
);
export const industryListCall = createCall<IndustryListRequest, Industry[]>('catalog/industries');
export const allIndustriesCall = createCall<Record<string, never>, Industry[]>(
  'catalog/allIndustries',
);
export const createIndustryCall = createCall<IndustryFields, Industry>('catalog/createIndustry');
export const editIndustryCall = createCall<IndustryFields & { industry_id: number }, Industry>(
  'catalog/editIndustry',
);
export const deleteIndustryCall = createCall<{ industry_id: number }, { id: number }>(
  'catalog/deleteIndustry',
);
export const industryStatusCall = createCall<{ industry_id: number; status: 0 | 1 }, Industry>(
  'catalog/industryStatus',
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
