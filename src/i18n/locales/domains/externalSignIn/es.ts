import type { externalSignInEn } from './en';

export const externalSignInEs: Record<keyof typeof externalSignInEn, string> = {
  'externalSignIn.placeholder': 'externalSignIn (es)',
};
