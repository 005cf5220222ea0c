/** English messages of the externalSignIn pages (source of keys). */
export const externalSignInEn = {
  'externalSignIn.placeholder': 'externalSignIn',
};
