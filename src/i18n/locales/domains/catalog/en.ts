/** English messages of the catalog screens (the source of their keys). */
export const catalogEn = {
  'catalog.category.created': 'Category created.',
  'catalog.category.updated': 'Category updated.',
  'catalog.category.deleted': 'Category deleted.',
  'catalog.category.deleteFailed': 'The category could not be deleted.',
  'catalog.industry.created': 'Industry created.',
  'catalog.industry.updated': 'Industry updated.',
  'catalog.industry.deleted': 'Industry deleted.',
  'catalog.industry.statusChanged': 'Industry status changed.',
} as const;
