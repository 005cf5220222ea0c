/** English messages of notifications: the bell's list and /dashboard/notifications (source of keys). */
export const notificationsEn = {
  'notifications.title': 'Notifications',
  'notifications.latest': 'Latest notifications',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.seeAll': 'See all notifications',
  'notifications.empty': 'No notifications yet.',
  'notifications.unread': 'Unread',
  'notifications.behind':
    'Notifications could not be refreshed. They will be checked again shortly.',
  'notifications.failed.summary':
    '{name}: {failed, number} of {total, number} addresses failed verification',
  'notifications.refund.summary':
    'Refunded {amount} for order {order}: {failed, number} of {total, number} addresses could not be delivered',
  'notifications.batch.summary':
    'Refunded {amount} for {orders, plural, one {# order} other {# orders}}: {failed, number} of {total, number} addresses could not be delivered',
  'notifications.batch.range': 'From {start} to {end}',
  'notifications.shared.summary': '{sharedBy} shared the campaign “{name}” with you',
  'notifications.shared.accept': 'Accept',
  'notifications.shared.reject': 'Reject',
  'notifications.shared.acceptNamed': 'Accept “{name}”',
  'notifications.shared.rejectNamed': 'Reject “{name}”',
  'notifications.shared.acceptedState': 'Accepted',
  'notifications.shared.rejectedState': 'Rejected',
  'notifications.shared.accepted': 'Successfully accepted. Please check your campaign list!',
  'notifications.shared.rejected': 'Successfully rejected!',
  'notifications.actionFailed': 'Something went wrong. Please try again later.',
  'notifications.exportFailed': 'The failed contacts could not be downloaded. Please try again.',
  'notifications.deleted': 'The notification is deleted.',
  'notifications.export': 'Download failed contacts (CSV)',
  'notifications.viewFailed': 'View failed addresses',
  'notifications.markRead': 'Mark as read',
  'notifications.delete': 'Delete',
  'notifications.filter.label': 'Show',
  'notifications.filter.all': 'All',
  'notifications.kind.failedAddresses': 'Failed addresses',
  'notifications.kind.refunds': 'Refunds',
  'notifications.kind.sharedCampaigns': 'Shared campaigns',
  'notifications.pager': 'Pages of notifications',
  'notifications.total': '{count, plural, one {# notification} other {# notifications}}',
  'notifications.page.intro':
    'What the platform told you: addresses that failed verification after an import, refunds for addresses that could not be delivered, and campaigns shared with you.',
  'notifications.filteredEmpty': 'No notification of this kind.',
};
