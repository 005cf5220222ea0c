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
} from '../api';
import { db } from '../../../mocks/db';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

/** The seeded industry no category or template belongs to, so it may be deleted. */
const UNUSED_INDUSTRY_ID = 12;

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(listCategoriesEndpoint, 'admin', { limit: 10, offset: 0, status: 0 }),
  sample(listAllCategoriesEndpoint, 'admin', { status: 0 }),
  sample(createCategoryEndpoint, 'admin', { category_name: 'Contract', industry_id: 1 }),
  sample(editCategoryEndpoint, 'studio', {
    category_id: 1,
    category_name: 'Just Listed',
    industry_id: 1,
  }),
  // Every seeded category files templates: delete one no template uses.
  sample(deleteCategoryEndpoint, 'admin', () => ({
    category_id: db().categories.insert({
      category_name: 'Unused',
      industry_id: null,
      category_slug: 'unused',
      status: 0,
    }).id,
  })),
  sample(listIndustriesEndpoint, 'admin', {}),
  sample(createIndustryEndpoint, 'admin', {
    industry_name: 'Contract',
    profile_type: 'business',
    assets_status: 0,
    private_status: 0,
  }),
  sample(editIndustryEndpoint, 'admin', {
    industry_id: 1,
    industry_name: 'Real Estate',
    profile_type: 'agent',
    assets_status: 1,
    private_status: 0,
  }),
  sample(deleteIndustryEndpoint, 'admin', { industry_id: UNUSED_INDUSTRY_ID }),
  sample(updateIndustryStatusEndpoint, 'admin', { industry_id: 1, status: 0 }),
];
