import { type ApiFailure, failureMessage, inline } from '../../api';
import { createCall } from '../../state/callState';
import { categoryFilterEndpoint } from '../templates';

/**
 * Before a campaign with categories is saved, category-filter asks whether any template has one
 * of them. Its refusal is §8's "Selected categories are not associated with any template…", in
 * the catalogue's words under the categories (the same in every language, whatever a real server
 * says); any other failure leaves the decision to the save, which the server checks again.
 */
export const categoryCheckCall = createCall('campaigns/categoryCheck', categoryFilterEndpoint, {
  showFailure: inline((failure) =>
    refusesCategories(failure)
      ? { id: 'campaigns.categories.noTemplate' }
      : failureMessage(failure, 'campaigns.builder.saveFailed'),
  ),
});

/** The server answered, and its answer is no (not a lost answer or a fault of ours). */
export function refusesCategories(failure: ApiFailure): boolean {
  return failure.kind === 'status' || (failure.kind === 'http' && failure.httpStatus === 400);
}

/** The check's request: one row is enough to know a template exists. */
export function categoryCheckRequest(categoryIds: string) {
  return { categories: categoryIds, limit: 1, offset: 0 };
}
