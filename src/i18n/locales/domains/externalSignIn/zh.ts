import type { externalSignInEn } from './en';

export const externalSignInZh: Record<keyof typeof externalSignInEn, string> = {
  'externalSignIn.placeholder': 'externalSignIn (zh)',
};
