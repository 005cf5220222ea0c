import * as z from 'zod/mini';
import { defineEndpoint, dialog, inline, ourWords, toast } from '../../api';
import {
  type Category,
  type Industry,
  categoryListSchema,
  categorySchema,
  industryListSchema,
  industrySchema,
} from './schemas';

/** The category list query (templates-campaigns-contacts §3): status is always 0. */
export interface CategoryListRequest {
  category_name?: string;
  limit: number;
  offset: number;
  status: 0;
  industries_id?: number;
}

export const listCategoriesEndpoint = defineEndpoint<CategoryListRequest, Category[]>({
  id: 'catalog.listCategories',
  base: 'main',
  path: 'list_category',
  data: categoryListSchema,
  showFailure: inline('catalog.category.listFailed'),
});

/** Every category at once, for the filters and forms that offer them in a select. */
export const listAllCategoriesEndpoint = defineEndpoint<
  { category_name?: string; status: 0; industries_id?: number },
  Category[]
>({
  id: 'catalog.listAllCategories',
  base: 'main',
  path: 'list-all-category',
  data: categoryListSchema,
  showFailure: inline(ourWords('editor.options.failed')),
});

export interface CategoryFields {
  category_name: string;
  industry_id: number | null;
}

export const createCategoryEndpoint = defineEndpoint<CategoryFields, Category>({
  id: 'catalog.createCategory',
  base: 'main',
  path: 'create_category',
  data: categorySchema,
  showFailure: dialog('error.generic'),
});

export const editCategoryEndpoint = defineEndpoint<
  CategoryFields & { category_id: number },
  Category
>({
  id: 'catalog.editCategory',
  base: 'main',
  path: 'edit_category',
  data: categorySchema,
  showFailure: dialog('error.generic'),
});

export const deleteCategoryEndpoint = defineEndpoint<{ category_id: number }, { id: number }>({
  id: 'catalog.deleteCategory',
  base: 'main',
  path: 'delete-category',
  data: z.object({ id: z.number() }),
  showFailure: toast('catalog.category.deleteFailed'),
});

/** The industries list: search and paging are optional, so the selects can ask for all. */
export interface IndustryListRequest {
  search_text?: string;
  limit?: number;
  offset?: number;
}

export const listIndustriesEndpoint = defineEndpoint<IndustryListRequest, Industry[]>({
  id: 'catalog.listIndustries',
  base: 'main',
  path: 'list-all-industryies',
  data: industryListSchema,
  showFailure: inline('catalog.industry.listFailed'),
});

export interface IndustryFields {
  industry_name: string;
  profile_type: string;
  assets_status: number;
  private_status: number;
}

export const createIndustryEndpoint = defineEndpoint<IndustryFields, Industry>({
  id: 'catalog.createIndustry',
  base: 'main',
  path: 'create-industry',
  data: industrySchema,
  showFailure: dialog('error.generic'),
});

export const editIndustryEndpoint = defineEndpoint<
  IndustryFields & { industry_id: number },
  Industry
>({
  id: 'catalog.editIndustry',
  base: 'main',
  path: 'edit-industry',
  data: industrySchema,
  showFailure: dialog('error.generic'),
});

export const deleteIndustryEndpoint = defineEndpoint<{ industry_id: number }, { id: number }>({
  id: 'catalog.deleteIndustry',
  base: 'main',
  path: 'delete-industry',
  data: z.object({ id: z.number() }),
  showFailure: toast('error.generic'),
});

export const updateIndustryStatusEndpoint = defineEndpoint<
  { industry_id: number; status: 0 | 1 },
  Industry
>({
  id: 'catalog.updateIndustryStatus',
  base: 'main',
  path: 'update-industry-status',
  data: industrySchema,
  showFailure: toast('error.generic'),
});
