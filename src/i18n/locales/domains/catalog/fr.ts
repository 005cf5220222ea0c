import type { catalogEn } from './en';

export const catalogFr: Record<keyof typeof catalogEn, string> = {
  'catalog.category.created': 'Catégorie créée.',
  'catalog.category.updated': 'Catégorie mise à jour.',
  'catalog.category.deleted': 'Catégorie supprimée.',
  'catalog.category.deleteFailed': "La catégorie n'a pas pu être supprimée.",
  'catalog.industry.created': 'Secteur créé.',
  'catalog.industry.updated': 'Secteur mis à jour.',
  'catalog.industry.deleted': 'Secteur supprimé.',
  'catalog.industry.statusChanged': 'Statut du secteur modifié.',
};
