import type { unsubscribeEn } from './en';

export const unsubscribeZh: Record<keyof typeof unsubscribeEn, string> = {
  'unsubscribe.sms.subscribed': '{sender} 会向 {recipient} 发送短信。',
  'unsubscribe.email.subscribed': '{sender} 会向 {recipient} 发送邮件。',
  'unsubscribe.sms.done': '您已退订：{sender} 将不再向 {recipient} 发送短信。',
  'unsubscribe.email.done': '您已退订：{sender} 将不再向 {recipient} 发送邮件。',
  'unsubscribe.sms.already': '您之前已退订：{sender} 不会向 {recipient} 发送短信。',
  'unsubscribe.email.already': '您之前已退订：{sender} 不会向 {recipient} 发送邮件。',
  'unsubscribe.sms.resubscribed': '您已重新订阅：{sender} 可以向 {recipient} 发送短信。',
  'unsubscribe.email.resubscribed': '您已重新订阅：{sender} 可以向 {recipient} 发送邮件。',
  'unsubscribe.sms.yourNumber': '您的号码',
  'unsubscribe.email.yourAddress': '您的邮箱地址',
  'unsubscribe.unknownSender': '发件人',
  'unsubscribe.unsubscribe': '退订',
  'unsubscribe.resubscribe': '重新订阅',
  'unsubscribe.undo': '误点了退订？您可以在 {time} 之前重新订阅。',
  'unsubscribe.badLink': '此退订链接无效。请确认打开的是消息中的完整链接。',
  'unsubscribe.sms.expired':
    '此退订链接已过期。请回复 STOP 给发件人的任意一条短信，或使用较新短信中的链接。',
  'unsubscribe.email.expired': '此退订链接已过期。请使用发件人较新邮件中的退订链接。',
  'unsubscribe.resubscribeClosed': '重新订阅的时限已过，您仍处于退订状态。',
  'unsubscribe.failed': '出了点问题，因此没有做任何更改。请重试。',
  'unsubscribe.sms.title': '退订短信',
  'unsubscribe.email.title': '退订邮件',
  'unsubscribe.loading': '加载中…',
  'unsubscribe.retry': '重试',
  'unsubscribe.language': '语言',
};
