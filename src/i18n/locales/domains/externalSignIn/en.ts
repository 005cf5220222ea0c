/** English messages of the externalSignIn pages (source of keys). */
export const externalSignInEn = {
  'externalSignIn.intro':
    'Sign in with an account you already have elsewhere. If you are new to Mailcraft, you finish creating your account from it.',
  'externalSignIn.provider.email': 'Continue with email and password',
  'externalSignIn.provider.facebook': 'Continue with Facebook',
  'externalSignIn.provider.google': 'Continue with Google',
  'externalSignIn.provider.github': 'Continue with GitHub',
  'externalSignIn.provider.twitter': 'Continue with Twitter',
  'externalSignIn.providerUnreachable':
    'The sign-in provider could not be reached. Please try again.',
  'externalSignIn.demo.title': 'Demo provider',
  'externalSignIn.demo.intro':
    'This demo has no real sign-in provider. Choose who the demo provider signs you in as:',
  'externalSignIn.demo.known': 'Has a Mailcraft account',
  'externalSignIn.demo.new': 'New to Mailcraft',
  'externalSignIn.demo.continue': 'Continue with the demo provider',
  'externalSignIn.unavailable':
    'Signing in with another account is not available here. Please sign in with your email and password.',
  'externalSignIn.backToSignIn': 'Back to sign in',
  'externalSignIn.createAccount': 'Create account',
  'externalSignIn.checking': 'Checking the provider’s answer…',
  'externalSignIn.finishing': 'Finishing your sign-in…',
  'externalSignIn.signedInAs': 'The provider signed you in as {name} ({email}).',
  'externalSignIn.someone': 'someone without a name',
  'externalSignIn.refused.missing':
    'This sign-in was already finished, or it was not started in this browser tab, so it was refused. Please start again.',
  'externalSignIn.refused.mismatch':
    'This answer from the provider does not match the sign-in started here, so it was refused. Please start again.',
  'externalSignIn.refused.nonce':
    'The provider’s answer could not be verified, so it was refused. Please start again.',
  'externalSignIn.refused.provider': 'The provider did not sign you in. Please start again.',
  'externalSignIn.startAgain': 'Start again',
  'externalSignIn.finishFailed': 'Your sign-in could not be finished. Please try again.',
  'externalSignIn.providerFailed':
    'The sign-in provider did not answer as expected. Please try again.',
  'externalSignIn.networkFailed':
    'The network connection failed. Check your connection and try again.',
};
