import type { notificationsEn } from './en';

export const notificationsZh: Record<keyof typeof notificationsEn, string> = {
  'notifications.title': '通知',
  'notifications.latest': '最新通知',
  'notifications.markAllRead': '全部标记为已读',
  'notifications.seeAll': '查看全部通知',
  'notifications.empty': '暂无通知。',
  'notifications.unread': '未读',
  'notifications.behind': '无法刷新通知，稍后会再次检查。',
  'notifications.failed.summary':
    '{name}：{total, number} 个地址中有 {failed, number} 个未通过验证',
  'notifications.refund.summary':
    '已为订单 {order} 退款 {amount}：{total, number} 个地址中有 {failed, number} 个无法投递',
  'notifications.batch.summary':
    '已为{orders, plural, other {# 个订单}}退款 {amount}：{total, number} 个地址中有 {failed, number} 个无法投递',
  'notifications.batch.range': '{start} 至 {end}',
  'notifications.shared.summary': '{sharedBy} 与您分享了营销活动“{name}”',
  'notifications.shared.accept': '接受',
  'notifications.shared.reject': '拒绝',
  'notifications.shared.acceptNamed': '接受“{name}”',
  'notifications.shared.rejectNamed': '拒绝“{name}”',
  'notifications.shared.acceptedState': '已接受',
  'notifications.shared.rejectedState': '已拒绝',
  'notifications.shared.accepted': '已成功接受，请查看您的营销活动列表！',
  'notifications.shared.rejected': '已成功拒绝！',
  'notifications.actionFailed': '出了点问题，请稍后重试。',
  'notifications.exportFailed': '无法下载失败的联系人，请重试。',
  'notifications.deleted': '通知已删除。',
  'notifications.export': '下载失败的联系人（CSV）',
  'notifications.viewFailed': '查看失败的地址',
  'notifications.markRead': '标记为已读',
  'notifications.delete': '删除',
  'notifications.filter.label': '显示',
  'notifications.filter.all': '全部',
  'notifications.kind.failedAddresses': '失败的地址',
  'notifications.kind.refunds': '退款',
  'notifications.kind.sharedCampaigns': '共享的营销活动',
  'notifications.pager': '通知分页',
  'notifications.total': '{count, plural, other {# 条通知}}',
  'notifications.page.intro':
    '平台发给您的消息：导入后未通过验证的地址、无法投递的地址所对应的退款，以及他人与您分享的营销活动。',
  'notifications.filteredEmpty': '没有此类通知。',
};
