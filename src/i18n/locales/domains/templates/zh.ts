import type { templatesEn } from './en';

export const templatesZh: Record<keyof typeof templatesEn, string> = {
  'templates.created': '模板创建成功！',
  'templates.updated': '模板更新成功！',
  'templates.deleted': '模板删除成功！',
  'templates.deleteFailed': '无法删除该模板，请重试。',
  'templates.duplicated': '已将模板复制为“{name}”。',
  'templates.shared': '模板已分享。',
  'templates.sent': '已发送。您的订单号为 {order}。',
  'templates.pdfFailed': '无法生成 PDF，请重试。',
};
