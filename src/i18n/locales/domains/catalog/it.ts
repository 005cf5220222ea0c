import type { catalogEn } from './en';

export const catalogIt: Record<keyof typeof catalogEn, string> = {
  'catalog.category.created': 'Categoria creata.',
  'catalog.category.updated': 'Categoria aggiornata.',
  'catalog.category.deleted': 'Categoria eliminata.',
  'catalog.category.deleteFailed': 'Impossibile eliminare la categoria.',
  'catalog.industry.created': 'Settore creato.',
  'catalog.industry.updated': 'Settore aggiornato.',
  'catalog.industry.deleted': 'Settore eliminato.',
  'catalog.industry.statusChanged': 'Stato del settore modificato.',
};
