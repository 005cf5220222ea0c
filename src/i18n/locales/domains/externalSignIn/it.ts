import type { externalSignInEn } from './en';

export const externalSignInIt: Record<keyof typeof externalSignInEn, string> = {
  'externalSignIn.placeholder': 'externalSignIn (it)',
};
