import type { catalogEn } from './en';

export const catalogZh: Record<keyof typeof catalogEn, string> = {
  'catalog.category.created': '类别已创建。',
  'catalog.category.updated': '类别已更新。',
  'catalog.category.deleted': '类别已删除。',
  'catalog.category.deleteFailed': '无法删除该类别。',
  'catalog.industry.created': '行业已创建。',
  'catalog.industry.updated': '行业已更新。',
  'catalog.industry.deleted': '行业已删除。',
  'catalog.industry.statusChanged': '行业状态已更改。',
};
