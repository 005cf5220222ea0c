import type { externalSignInEn } from './en';

export const externalSignInFr: Record<keyof typeof externalSignInEn, string> = {
  'externalSignIn.placeholder': 'externalSignIn (fr)',
};
