/** English messages of the unsubscribe pages (source of keys). */
export const unsubscribeEn = {
  'unsubscribe.sms.subscribed': '{sender} sends text messages to {recipient}.',
  'unsubscribe.email.subscribed': '{sender} sends emails to {recipient}.',
  'unsubscribe.sms.done':
    'You are unsubscribed: {sender} will send no more text messages to {recipient}.',
  'unsubscribe.email.done':
    'You are unsubscribed: {sender} will send no more emails to {recipient}.',
  'unsubscribe.sms.already':
    'You are already unsubscribed: {sender} sends no text messages to {recipient}.',
  'unsubscribe.email.already':
    'You are already unsubscribed: {sender} sends no emails to {recipient}.',
  'unsubscribe.sms.resubscribed':
    'You are subscribed again: {sender} may send text messages to {recipient}.',
  'unsubscribe.email.resubscribed':
    'You are subscribed again: {sender} may send emails to {recipient}.',
  'unsubscribe.sms.yourNumber': 'your number',
  'unsubscribe.email.yourAddress': 'your address',
  'unsubscribe.unknownSender': 'The sender',
  'unsubscribe.unsubscribe': 'Unsubscribe',
  'unsubscribe.resubscribe': 'Resubscribe',
  'unsubscribe.undo': 'Unsubscribed by mistake? You can resubscribe until {time}.',
  'unsubscribe.badLink':
    'This unsubscribe link is not valid. Check that the whole link from the message was opened.',
  'unsubscribe.sms.expired':
    'This unsubscribe link has expired. Reply STOP to a text from the sender, or use the link in a newer text.',
  'unsubscribe.email.expired':
    'This unsubscribe link has expired. Use the unsubscribe link in a newer email from the sender.',
  'unsubscribe.resubscribeClosed': 'The time to resubscribe has passed, so you stay unsubscribed.',
  'unsubscribe.failed': 'Something went wrong, so nothing has changed. Please try again.',
  'unsubscribe.sms.title': 'Unsubscribe from text messages',
  'unsubscribe.email.title': 'Unsubscribe from emails',
  'unsubscribe.loading': 'Loading…',
  'unsubscribe.retry': 'Retry',
  'unsubscribe.language': 'Language',
};
