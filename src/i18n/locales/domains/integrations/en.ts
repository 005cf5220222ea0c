/** English messages of the integrations page: the webhook, Zapier and notification settings (source of keys). */
export const integrationsEn = {
  'integrations.intro':
    'Connect Mailcraft to the tools you already use: send order events to your own server, automate with Zapier, and choose which notifications you get.',
  'integrations.loading': 'Loading…',

  'integrations.webhook.title': 'Webhook',
  'integrations.webhook.intro':
    'When something happens to one of your orders, we send the event to this address as JSON in a POST request. Only https addresses on the public internet are accepted.',
  'integrations.webhook.current': 'Order events are sent to',
  'integrations.webhook.savedAt': 'Saved {date}',
  'integrations.webhook.none': 'No webhook yet: order events are not sent anywhere.',
  'integrations.webhook.label': 'Webhook URI',
  'integrations.webhook.hint': 'For example https://example.com/hooks/mailcraft',
  'integrations.webhook.save': 'Save webhook',
  'integrations.webhook.remove': 'Remove webhook',
  'integrations.webhook.saved': 'Webhook saved. Order events will be sent to it.',
  'integrations.webhook.removed': 'Webhook removed. Order events are no longer sent.',
  'integrations.webhook.loadFailed': 'Your webhook could not be loaded. Please try again.',
  'integrations.webhook.saveFailed': 'The webhook could not be saved. Please try again.',
  'integrations.webhook.removeFailed': 'The webhook could not be removed. Please try again.',
  'integrations.webhook.problem.required': 'Please enter the webhook URI.',
  'integrations.webhook.problem.tooLong': 'Use at most {max} characters.',
  'integrations.webhook.problem.invalid':
    'This is not a complete web address. It should look like https://example.com/hooks.',
  'integrations.webhook.problem.notHttps':
    'Use an address that starts with https://: events are sent only over an encrypted connection.',
  'integrations.webhook.problem.credentials':
    'Leave the user name and password out of the address.',
  'integrations.webhook.problem.privateHost':
    'This address points to a private, local or loopback network. Use one that can be reached from the internet.',

  'integrations.test.title': 'Test events',
  'integrations.test.intro':
    'A test event (type "test") checks that your server receives what we send.',
  'integrations.test.send': 'Send a test event',
  'integrations.test.needsWebhook': 'Save a webhook first to send a test event.',
  'integrations.test.sent': 'Test event {id} sent.',
  'integrations.test.failed': 'The test event could not be sent. Please try again.',
  'integrations.test.listLabel': 'Recent test events',
  'integrations.test.none': 'No test events yet.',
  'integrations.test.status.sent': 'Sent',
  'integrations.test.status.failed': 'Failed',
  'integrations.test.to': 'to {uri}',

  'integrations.zapier.title': 'Zapier',
  'integrations.zapier.body':
    'Zapier connects Mailcraft with thousands of other apps. A Zap can add new leads from your CRM or web forms to a contact list and start a Zap campaign that mails them a card, with nothing for you to do.',
  'integrations.zapier.apiKey': 'Zapier asks for your API key when you connect Mailcraft.',
  'integrations.zapier.open': 'Open Zapier',
  'integrations.zapier.campaigns': 'See your Zap campaigns',
  'integrations.zapier.apiKeyLink': 'Find your API key',

  'integrations.notifications.title': 'Notification settings',
  'integrations.notifications.intro':
    'Choose which notifications you get: in the app, under the bell at the top of the page, and by email.',
  'integrations.notifications.kind': 'Notification',
  'integrations.notifications.inApp': 'In the app',
  'integrations.notifications.email': 'By email',
  'integrations.notifications.kind.failedAddresses': 'Failed addresses',
  'integrations.notifications.kind.refunds': 'Refunds',
  'integrations.notifications.kind.sharedCampaigns': 'Shared campaigns',
  'integrations.notifications.hint.failedAddresses':
    'Addresses that could not be verified after you import contacts.',
  'integrations.notifications.hint.refunds':
    'Money refunded for mail that could not be delivered, for one order or a batch of orders.',
  'integrations.notifications.hint.sharedCampaigns':
    'Campaigns someone shares with you, to accept or reject.',
  'integrations.notifications.inAppOf': '{kind} in the app',
  'integrations.notifications.emailOf': '{kind} by email',
  'integrations.notifications.save': 'Save notification settings',
  'integrations.notifications.saved': 'Notification settings saved.',
  'integrations.notifications.unsaved': 'You have changes that are not saved yet.',
  'integrations.notifications.loadFailed':
    'Your notification settings could not be loaded. Please try again.',
  'integrations.notifications.saveFailed':
    'Your notification settings could not be saved. Please try again.',
};
