import { type FailureWording, GENERIC } from '../../../../tests/fixtures/failureWordingKit';

/**
 * How each of this feature's calls shows its failure, in English, apart from the app's code: the
 * fault matrix (tests/unit/faults/endpointFaults.test.ts) and the end-to-end fault sweep judge every
 * endpoint × fault by it, and fail when an endpoint of the feature has no entry here. See
 * tests/fixtures/failureWordingKit.ts for what each field means.
 */
export const FAILURE_WORDING: Record<string, FailureWording> = {
  'catalog.listCategories': {
    show: 'inline',
    words: 'The categories could not be loaded.',
    server: true,
  },
  'catalog.listAllCategories': {
    show: 'inline',
    words: 'The categories and industries could not be loaded.',
    server: false,
  },
  'catalog.createCategory': {
    show: 'dialog',
    words: GENERIC,
    server: true,
  },
  'catalog.editCategory': {
    show: 'dialog',
    words: GENERIC,
    server: true,
  },
  'catalog.deleteCategory': {
    show: 'toast',
    words: 'The category could not be deleted.',
    server: true,
  },
  'catalog.listIndustries': {
    show: 'inline',
    words: 'The industries could not be loaded.',
    server: true,
  },
  'catalog.createIndustry': {
    show: 'dialog',
    words: GENERIC,
    server: true,
  },
  'catalog.editIndustry': {
    show: 'dialog',
    words: GENERIC,
    server: true,
  },
  'catalog.deleteIndustry': {
    show: 'toast',
    words: GENERIC,
    server: true,
  },
  'catalog.updateIndustryStatus': {
    show: 'toast',
    words: GENERIC,
    server: true,
  },
};
