/** English messages of the recovery pages (source of keys). */
export const recoveryEn = {
  'recovery.forgotPassword.intro':
    'Enter the email address you sign in with and we will send you a link to choose a new password.',
  'recovery.forgotUsername.intro':
    'Your username is the email address you sign in with. Tell us your email or your mobile number and we will send it to you.',
  'recovery.email': 'Email',
  'recovery.email.required': 'Please input your Email!',
  'recovery.email.invalid': 'The input is not valid Email!',
  'recovery.by': 'Send my username',
  'recovery.by.email': 'By email',
  'recovery.by.phone': 'By text message',
  'recovery.phone': 'Mobile number',
  'recovery.phone.hint': 'A US number, e.g. (555) 010-0002',
  'recovery.phone.required': 'Please input your mobile number!',
  'recovery.phone.invalid': 'Enter a 10-digit US mobile number, e.g. (555) 010-0002.',
  'recovery.sendLink': 'Send reset link',
  'recovery.sendUsername': 'Send my username',
  'recovery.sent.title': 'Check your messages',
  'recovery.sent.password':
    'If an account uses {address}, we have sent it a link to choose a new password. The link works once, for one hour. Check your spam folder too.',
  'recovery.sent.usernameEmail':
    'If an account uses {address}, we have sent its username to that address.',
  'recovery.sent.usernamePhone':
    'If an account uses {address}, we have sent its username there by text message.',
  'recovery.resend': 'Resend',
  'recovery.resendIn': 'You can ask again in {seconds, plural, one {# second} other {# seconds}}.',
  'recovery.resendNow': 'Nothing arrived? You can ask again now.',
  'recovery.useAnother': 'Use another address',
  'recovery.useAnotherPhone': 'Use another number',
  'recovery.sendFailed': 'Something went wrong, so nothing was sent. Please try again.',
  'recovery.network':
    'The network connection failed, so nothing was sent. Check your connection and try again.',
  'recovery.links.signIn': 'Back to sign in',
  'recovery.links.forgotUsername': 'Forgot username?',
  'recovery.links.forgotPassword': 'Forgot password?',
  'recovery.outbox.title': 'Demo outbox',
  'recovery.outbox.note':
    'Demo only: no message leaves the demo. This is what the server would have sent, so you can carry on.',
  'recovery.outbox.empty':
    'The demo sent nothing to this address: no demo account uses it. A real server would answer the same way.',
  'recovery.outbox.email': 'Email to {to}',
  'recovery.outbox.sms': 'Text message to {to}',
  'recovery.outbox.openReset': 'Open the reset link',
  'recovery.outbox.openSignIn': 'Go to sign in',
  'recovery.outbox.failed': 'The demo outbox could not be read.',
  'recovery.reset.checking': 'Checking your link…',
  'recovery.reset.for': 'Choose a new password for {email}.',
  'recovery.reset.password': 'New password',
  'recovery.reset.confirm': 'Confirm new password',
  'recovery.reset.rules': 'Your password needs',
  'recovery.reset.rule.length': 'at least 8 characters',
  'recovery.reset.rule.letter': 'a letter',
  'recovery.reset.rule.digit': 'a digit',
  'recovery.reset.rule.notEmail': 'to differ from your email address',
  'recovery.reset.rule.met': 'done',
  'recovery.reset.rule.unmet': 'missing',
  'recovery.reset.password.required': 'Please input your new password!',
  'recovery.reset.password.weak': 'The password does not meet the rules below.',
  'recovery.reset.confirm.required': 'Please confirm your new password!',
  'recovery.reset.confirm.mismatch': 'The two passwords do not match.',
  'recovery.reset.submit': 'Change password',
  'recovery.reset.done':
    'Your password has been changed. Sign in with your new password; the old one no longer works.',
  'recovery.reset.signIn': 'Sign in',
  'recovery.reset.link.invalid':
    'This password reset link is not valid. Check that the whole link from the email was opened, or ask for a new one.',
  'recovery.reset.link.expired':
    'This password reset link has expired: a link works for one hour. Ask for a new one.',
  'recovery.reset.link.used':
    'This password reset link has already been used, or your password was changed since it was sent. Ask for a new one if you need to.',
  'recovery.reset.newLink': 'Send me a new link',
  'recovery.reset.checkFailed': 'Your link could not be checked. Please try again.',
  'recovery.reset.failed':
    'Something went wrong, so your password was not changed. Please try again.',
};
