import type { integrationsEn } from './en';

export const integrationsZh: Record<keyof typeof integrationsEn, string> = {
  'integrations.intro':
    '将 Mailcraft 与您已在使用的工具连接：把订单事件发送到您自己的服务器，用 Zapier 实现自动化，并选择您要接收的通知。',
  'integrations.loading': '加载中…',

  'integrations.webhook.title': 'Webhook',
  'integrations.webhook.intro':
    '当您的某个订单发生变化时，我们会以 POST 请求将该事件以 JSON 格式发送到此地址。仅接受公共互联网上的 https 地址。',
  'integrations.webhook.current': '订单事件发送至',
  'integrations.webhook.savedAt': '保存于 {date}',
  'integrations.webhook.none': '尚未设置 Webhook：订单事件不会发送到任何地方。',
  'integrations.webhook.label': 'Webhook URI',
  'integrations.webhook.hint': '例如 https://example.com/hooks/mailcraft',
  'integrations.webhook.save': '保存 Webhook',
  'integrations.webhook.remove': '移除 Webhook',
  'integrations.webhook.saved': 'Webhook 已保存。订单事件将发送到该地址。',
  'integrations.webhook.removed': 'Webhook 已移除。订单事件将不再发送。',
  'integrations.webhook.loadFailed': '无法加载您的 Webhook，请重试。',
  'integrations.webhook.saveFailed': '无法保存 Webhook，请重试。',
  'integrations.webhook.removeFailed': '无法移除 Webhook，请重试。',
  'integrations.webhook.problem.required': '请输入 Webhook URI。',
  'integrations.webhook.problem.tooLong': '最多使用 {max} 个字符。',
  'integrations.webhook.problem.invalid':
    '这不是完整的网址，格式应类似 https://example.com/hooks。',
  'integrations.webhook.problem.notHttps': '请使用以 https:// 开头的地址：事件只通过加密连接发送。',
  'integrations.webhook.problem.credentials': '请不要在地址中包含用户名和密码。',
  'integrations.webhook.problem.privateHost':
    '此地址指向私有、本地或回环网络。请使用可从互联网访问的地址。',

  'integrations.test.title': '测试事件',
  'integrations.test.intro': '测试事件（类型为 "test"）用于检查您的服务器能否收到我们发送的内容。',
  'integrations.test.send': '发送测试事件',
  'integrations.test.needsWebhook': '请先保存 Webhook，再发送测试事件。',
  'integrations.test.sent': '测试事件 {id} 已发送。',
  'integrations.test.failed': '无法发送测试事件，请重试。',
  'integrations.test.listLabel': '最近的测试事件',
  'integrations.test.none': '还没有测试事件。',
  'integrations.test.status.sent': '已发送',
  'integrations.test.status.failed': '失败',
  'integrations.test.to': '发送至 {uri}',

  'integrations.zapier.title': 'Zapier',
  'integrations.zapier.body':
    'Zapier 可将 Mailcraft 与数千款其他应用连接。一个 Zap 可以把 CRM 或网页表单中的新潜在客户添加到联系人列表，并启动 Zap 活动为他们寄送卡片，您无需任何操作。',
  'integrations.zapier.apiKey': '连接 Mailcraft 时，Zapier 会要求您提供 API 密钥。',
  'integrations.zapier.open': '打开 Zapier',
  'integrations.zapier.campaigns': '查看您的 Zap 活动',
  'integrations.zapier.apiKeyLink': '查找您的 API 密钥',

  'integrations.notifications.title': '通知设置',
  'integrations.notifications.intro':
    '选择您要接收的通知：在应用内（页面顶部的铃铛下）以及通过电子邮件。',
  'integrations.notifications.kind': '通知',
  'integrations.notifications.inApp': '应用内',
  'integrations.notifications.email': '电子邮件',
  'integrations.notifications.kind.failedAddresses': '失败的地址',
  'integrations.notifications.kind.refunds': '退款',
  'integrations.notifications.kind.sharedCampaigns': '共享的活动',
  'integrations.notifications.hint.failedAddresses': '导入联系人后无法验证的地址。',
  'integrations.notifications.hint.refunds': '因邮件无法投递而退还的款项，按单个订单或批量订单。',
  'integrations.notifications.hint.sharedCampaigns': '他人与您共享、等待您接受或拒绝的活动。',
  'integrations.notifications.inAppOf': '{kind}：应用内',
  'integrations.notifications.emailOf': '{kind}：电子邮件',
  'integrations.notifications.save': '保存通知设置',
  'integrations.notifications.saved': '通知设置已保存。',
  'integrations.notifications.unsaved': '您有尚未保存的更改。',
  'integrations.notifications.loadFailed': '无法加载您的通知设置，请重试。',
  'integrations.notifications.saveFailed': '无法保存您的通知设置，请重试。',
};
