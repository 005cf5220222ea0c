import type { signupEn } from './en';

export const signupEs: Record<keyof typeof signupEn, string> = {
  'signup.placeholder': 'signup (es)',
};
