import type { BasicCardQuery, TemplateQuery } from './api';
import type { TemplateType } from './schemas';

/** The page sizes of §9: 10 for sms and mail, 12 for cards. */
export function pageSizeOf(type: TemplateType): number {
  return type === 'card' ? 12 : 10;
}

/** What the filter bar holds; empty means "not filtered". */
export interface TemplateFilters {
  title: string;
  industryId: number | null;
  categoryId: number | null;
  myTemplates: boolean;
}

export const NO_FILTERS: TemplateFilters = {
  title: '',
  industryId: null,
  categoryId: null,
  myTemplates: false,
};

export function hasFilters(filters: TemplateFilters): boolean {
  return (
    filters.title.trim() !== '' ||
    filters.industryId !== null ||
    filters.categoryId !== null ||
    filters.myTemplates
  );
}

/** The search/list query for a page (1-based); filters go only when non-empty (§5). */
export function templateQuery(
  type: TemplateType,
  page: number,
  filters: TemplateFilters,
): TemplateQuery {
  const limit = pageSizeOf(type);
  const title = filters.title.trim();
  return {
    type,
    limit,
    offset: (page - 1) * limit,
    ...(filters.industryId !== null ? { industry_id: filters.industryId } : {}),
    ...(filters.categoryId !== null ? { category: filters.categoryId } : {}),
    ...(title !== '' ? { title } : {}),
    ...(filters.myTemplates ? { my_template: 1 as const } : {}),
  };
}

/** The gallery's extra filters (§3 "Basic card list query"). */
export interface GalleryFilters {
  title: string;
  categoryId: number | null;
  withPropertyPhoto: boolean;
  favouritesOnly: boolean;
}

export const NO_GALLERY_FILTERS: GalleryFilters = {
  title: '',
  categoryId: null,
  withPropertyPhoto: false,
  favouritesOnly: false,
};

export function galleryQuery(page: number, filters: GalleryFilters): BasicCardQuery {
  const limit = pageSizeOf('card');
  const title = filters.title.trim();
  return {
    type: 'card',
    limit,
    offset: (page - 1) * limit,
    ...(filters.categoryId !== null ? { category: filters.categoryId } : {}),
    ...(title !== '' ? { title } : {}),
    ...(filters.withPropertyPhoto ? { propertyphoto_status: 1 as const } : {}),
    ...(filters.favouritesOnly ? { favourite_filter: 1 as const } : {}),
    apiused_bydesktop_status: 1,
  };
}

/** Whether a query narrows the list: those go to search-template, the rest to list_template. */
export function isSearch(query: TemplateQuery | BasicCardQuery): boolean {
  return (
    'industry_id' in query || 'category' in query || 'title' in query || 'my_template' in query
  );
}
