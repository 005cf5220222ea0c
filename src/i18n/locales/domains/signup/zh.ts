import type { signupEn } from './en';

export const signupZh: Record<keyof typeof signupEn, string> = {
  'signup.placeholder': 'signup (zh)',
};
