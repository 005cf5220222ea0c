import type { catalogEn } from './en';

export const catalogEs: Record<keyof typeof catalogEn, string> = {
  'catalog.category.created': 'Categoría creada.',
  'catalog.category.updated': 'Categoría actualizada.',
  'catalog.category.deleted': 'Categoría eliminada.',
  'catalog.category.deleteFailed': 'No se pudo eliminar la categoría.',
  'catalog.industry.created': 'Sector creado.',
  'catalog.industry.updated': 'Sector actualizado.',
  'catalog.industry.deleted': 'Sector eliminado.',
  'catalog.industry.statusChanged': 'Estado del sector cambiado.',
};
